// Bounds what a zstd frame decompresses to by reading its frame and block headers (RFC 8878), before
// it is decompressed: the native decoder grows its output as far as the frame says, so a few
// kilobytes could otherwise claim gigabytes.

const FRAME_MAGIC = 0xfd2fb528;
/** The largest block the format allows; a compressed block regenerates at most this much. */
const MAX_BLOCK_SIZE = 128 * 1024;
const BLOCK_HEADER_LENGTH = 3;
const CHECKSUM_LENGTH = 4;
const CONTENT_SIZE_LENGTHS = [0, 2, 4, 8] as const;

const RAW_BLOCK = 0;
const RLE_BLOCK = 1;
const COMPRESSED_BLOCK = 2;

export interface ZstdFrameLimits {
  /** Refuse a frame that may decompress to more than this. */
  maxContentSize: number;
  /** Refuse a frame whose decoder would need a larger window (its memory) than this. */
  maxWindowSize: number;
}

/**
 * The most bytes the data decompresses to when it is exactly one zstd frame, without a dictionary,
 * within the limits; otherwise a reason it is refused.
 */
export function zstdContentBound(
  data: Uint8Array,
  limits: ZstdFrameLimits,
): { bound: number } | { refused: string } {
  if (data.length < 6) return { refused: 'the zstd frame is truncated' };
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== FRAME_MAGIC) return { refused: 'not a zstd frame' };
  const descriptor = data[4]!;
  const contentSizeFlag = descriptor >> 6;
  const singleSegment = (descriptor & 0x20) !== 0;
  if ((descriptor & 0x08) !== 0) return { refused: 'the zstd frame header has a reserved bit set' };
  // No dictionary is ever used, so a frame naming one (and its id field) is refused.
  if ((descriptor & 0x03) !== 0) return { refused: 'the zstd frame needs a dictionary' };
  let at = 5;
  if (!singleSegment) {
    // Window_Descriptor: 2^(10 + exponent) plus mantissa eighths of it.
    const exponent = data[at]! >> 3;
    const mantissa = data[at]! & 0x07;
    const base = 2 ** (10 + exponent);
    if (base + (base / 8) * mantissa > limits.maxWindowSize) {
      return { refused: 'the zstd frame asks for too large a window' };
    }
    at += 1;
  }
  const contentSizeLength =
    contentSizeFlag === 0 ? (singleSegment ? 1 : 0) : CONTENT_SIZE_LENGTHS[contentSizeFlag]!;
  if (singleSegment) {
    // A single-segment frame's window is its content size, which then sits in the header.
    if (at + contentSizeLength > data.length) return { refused: 'the zstd frame is truncated' };
    let size = 0;
    for (let i = contentSizeLength - 1; i >= 0; i--) size = size * 256 + data[at + i]!;
    if (contentSizeLength === 2) size += 256;
    if (size > limits.maxWindowSize) return { refused: 'the zstd frame asks for too large a window' };
  }
  at += contentSizeLength;
  let bound = 0;
  for (;;) {
    if (at + BLOCK_HEADER_LENGTH > data.length) return { refused: 'the zstd frame is truncated' };
    const header = data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16);
    at += BLOCK_HEADER_LENGTH;
    const last = (header & 1) === 1;
    const type = (header >> 1) & 0x03;
    const size = header >>> 3;
    if (size > MAX_BLOCK_SIZE) return { refused: 'a zstd block is larger than the format allows' };
    if (type === RAW_BLOCK) {
      bound += size;
      at += size;
    } else if (type === RLE_BLOCK) {
      bound += size;
      at += 1;
    } else if (type === COMPRESSED_BLOCK) {
      bound += MAX_BLOCK_SIZE;
      at += size;
    } else {
      return { refused: 'a zstd block has the reserved type' };
    }
    if (at > data.length) return { refused: 'the zstd frame is truncated' };
    if (bound > limits.maxContentSize) {
      return { refused: `too large: it may decompress past ${limits.maxContentSize} bytes` };
    }
    if (last) break;
  }
  if ((descriptor & 0x04) !== 0) at += CHECKSUM_LENGTH;
  if (at !== data.length) return { refused: 'data follows the zstd frame' };
  return { bound };
}
