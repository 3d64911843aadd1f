// The compressors a chunk's content may be stored with, named by the codec byte of its header: zstd
// (level 1) for what is written now, deflate-raw still read from chunks of format version 1.
// zstd runs through two bindings of the same library: zstd-napi in the calling thread, writing into
// memory the thread reuses (ten times the speed of a fresh buffer per chunk here, see
// docs/performance.md), and @toondepauw/node-zstd for compression on libuv's thread pool, which
// zstd-napi does not offer. Their frames are the same format; each decodes the other's.
import { promisify } from 'node:util';
import { inflateRaw, inflateRawSync } from 'node:zlib';
import { Encoder } from '@toondepauw/node-zstd';
import zstd from 'zstd-napi/binding';
import { PlainArena } from './plain-arena.ts';
import { zstdContentBound } from './zstd-frame.ts';

export const CODEC_RAW = 0;
export const CODEC_DEFLATE = 1;
export const CODEC_ZSTD = 2;
export type Codec = typeof CODEC_RAW | typeof CODEC_DEFLATE | typeof CODEC_ZSTD;

/** Content that does not decompress, or not within the size allowed; the message says which. */
export class DecompressError extends Error {
  override readonly name = 'DecompressError';
}

/** Compression is kept only when it saves at least this share of the plaintext. */
const MIN_SAVING = 0.03;
// Photos, video and archives do not compress: large chunks are first judged on slices spread across.
const PROBE_SLICES = 4;
const PROBE_SLICE_LENGTH = 4 * 1024;
const ZSTD_LEVEL = 1;
/**
 * How far a zstd frame may claim to decompress before it is decoded. The claim is an upper bound
 * (each compressed block counts as the largest a block may be), looser than the chunk size when the
 * compressor splits blocks; a frame the compressor makes past it is not kept (the chunk is stored raw).
 */
const ZSTD_BOUND_FACTOR = 4;

const inflateRawAsync = promisify(inflateRaw);
// Output buffers of the inflate: large enough for few trips to the thread pool, small enough that a
// small chunk does not keep a large buffer alive.
const MIN_INFLATE_BUFFER = 64 * 1024;

// One per call (they cost well under a microsecond), so concurrent calls on the thread pool never
// share a compression context.
const encoder = () => new Encoder(ZSTD_LEVEL);

/** This thread's contexts and the memory its compression writes into, made on first use. */
let own: { c: zstd.CCtx; d: zstd.DCtx; packed: Buffer; plain: PlainArena } | null = null;
function contexts() {
  own ??= { c: new zstd.CCtx(), d: new zstd.DCtx(), packed: Buffer.alloc(0), plain: new PlainArena() };
  return own;
}

/** A zstd frame of plain, in this thread's memory: valid until the thread's next compression. */
function packedInPlace(plain: Buffer): Buffer {
  const ctx = contexts();
  const bound = zstd.compressBound(plain.length);
  if (ctx.packed.length < bound) ctx.packed = Buffer.allocUnsafeSlow(bound);
  return ctx.packed.subarray(0, ctx.c.compress(ctx.packed, plain, ZSTD_LEVEL));
}

function saves(packed: Uint8Array, plain: Uint8Array): boolean {
  return plain.length - packed.length >= plain.length * MIN_SAVING;
}

/** Whether compressing the whole chunk is worth trying, judged on slices spread across it. */
function looksCompressible(plain: Buffer): boolean {
  if (plain.length <= PROBE_SLICES * PROBE_SLICE_LENGTH * 4) return true;
  const step = Math.floor((plain.length - PROBE_SLICE_LENGTH) / (PROBE_SLICES - 1));
  const slices = Array.from({ length: PROBE_SLICES }, (_, i) =>
    plain.subarray(i * step, i * step + PROBE_SLICE_LENGTH),
  );
  const sample = Buffer.concat(slices);
  return saves(packedInPlace(sample), sample);
}

function zstdLimits(maxPlainSize: number) {
  return { maxContentSize: maxPlainSize * ZSTD_BOUND_FACTOR, maxWindowSize: maxPlainSize };
}

/** The content to store: a zstd frame when it saves enough and this package decodes it, else raw. */
function chosen(plain: Buffer, packed: Buffer | null, maxPlainSize: number) {
  if (packed === null || !saves(packed, plain)) return { codec: CODEC_RAW, content: plain } as const;
  if ('refused' in zstdContentBound(packed, zstdLimits(maxPlainSize))) {
    return { codec: CODEC_RAW, content: plain } as const;
  }
  return { codec: CODEC_ZSTD, content: packed } as const;
}

/**
 * The content to store for plain and its codec. A compressed content lies in this thread's memory and
 * is valid until its next compression: seal it (or copy it) before compressing again.
 */
export function compress(plain: Buffer, maxPlainSize: number): { codec: Codec; content: Buffer } {
  return chosen(plain, looksCompressible(plain) ? packedInPlace(plain) : null, maxPlainSize);
}

/** As compress, with the compression on libuv's thread pool so other work can proceed meanwhile. */
export async function compressAsync(
  plain: Buffer,
  maxPlainSize: number,
): Promise<{ codec: Codec; content: Buffer }> {
  return chosen(plain, looksCompressible(plain) ? await encoder().encode(plain) : null, maxPlainSize);
}

const inflateOptions = (content: Buffer, maxPlainSize: number) => ({
  maxOutputLength: maxPlainSize,
  chunkSize: Math.min(maxPlainSize, Math.max(MIN_INFLATE_BUFFER, content.length * 4)),
});

function inflateError(error: unknown, maxPlainSize: number): DecompressError {
  if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
    return new DecompressError(`too large: it inflates past ${maxPlainSize} bytes`);
  }
  return new DecompressError('the compressed content does not inflate');
}

const tooLarge = (maxPlainSize: number) => new DecompressError(`too large: over ${maxPlainSize} bytes`);

const NOT_ZSTD = 'the compressed content does not decompress';

/**
 * A zstd frame's plaintext, in the arena's memory when one is given, else in memory of its own. The
 * frame's headers bound it before anything is written: a frame that names its size gets that much
 * room, one that does not (the thread-pool encoder's) the most its blocks can hold, and never more
 * than one byte past maxPlainSize, so that a frame too large is told from a frame that is not zstd.
 */
function zstdPlain(content: Buffer, maxPlainSize: number, arena?: PlainArena): Buffer {
  const frame = zstdContentBound(content, zstdLimits(maxPlainSize));
  if ('refused' in frame) throw new DecompressError(frame.refused);
  const declared = zstd.getFrameContentSize(content);
  if (declared !== null && declared > maxPlainSize) throw tooLarge(maxPlainSize);
  const room = declared ?? Math.min(frame.bound, maxPlainSize + 1);
  const ctx = contexts();
  // Without an arena, a frame of known size is written straight into its own memory; any other goes
  // through the thread's and is copied out at its length.
  const into = arena ?? (declared === null ? ctx.plain : null);
  const target = into ? into.room(room) : Buffer.allocUnsafeSlow(room);
  let length: number;
  try {
    length = ctx.d.decompress(target, content);
  } catch (error) {
    if (/too small/i.test((error as Error).message)) throw tooLarge(maxPlainSize);
    throw new DecompressError(NOT_ZSTD);
  }
  if (length > maxPlainSize) throw tooLarge(maxPlainSize);
  if (!into) return length === target.length ? target : target.subarray(0, length);
  const plain = into.keep(length);
  if (arena) return plain;
  const copy = Buffer.from(plain);
  ctx.plain.reset();
  return copy;
}

/**
 * The plaintext of content stored with codec, never more than maxPlainSize bytes (DecompressError
 * otherwise). Inflating runs on libuv's thread pool; zstd in this thread, since it decodes faster than a
 * trip to the pool costs.
 */
export async function decompress(codec: Codec, content: Buffer, maxPlainSize: number): Promise<Buffer> {
  if (codec === CODEC_DEFLATE) {
    try {
      return await inflateRawAsync(content, inflateOptions(content, maxPlainSize));
    } catch (error) {
      throw inflateError(error, maxPlainSize);
    }
  }
  if (codec !== CODEC_ZSTD) return content;
  return zstdPlain(content, maxPlainSize);
}

/**
 * As decompress, in the calling thread. With an arena, a zstd plaintext is written into its memory
 * (valid until its reset()); raw content is answered as it is, and deflate into memory of its own.
 */
export function decompressSync(
  codec: Codec,
  content: Buffer,
  maxPlainSize: number,
  arena?: PlainArena,
): Buffer {
  if (codec === CODEC_DEFLATE) {
    try {
      return inflateRawSync(content, inflateOptions(content, maxPlainSize));
    } catch (error) {
      throw inflateError(error, maxPlainSize);
    }
  }
  if (codec !== CODEC_ZSTD) return content;
  return zstdPlain(content, maxPlainSize, arena);
}
