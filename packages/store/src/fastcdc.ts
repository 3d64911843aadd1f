// Content-defined chunking (FastCDC, Xia et al. 2016, normalised chunking level 2): cut points depend only
// on nearby bytes, so an edit moves the boundaries of the chunks around it and leaves the rest deduplicable.
import { createHash } from 'node:crypto';
import { MAX_CHUNK_SIZE } from './chunk-codec.ts';
import { GearScan } from './gear-scan.ts';

export interface FastCdcOptions {
  /** Smallest chunk, except for the last one of a stream. */
  minSize?: number;
  /** Target average; rounded to a power of two for the cut masks. */
  avgSize?: number;
  /** Largest chunk: a cut is forced here. At most MAX_CHUNK_SIZE, which decoders accept. */
  maxSize?: number;
}

export const DEFAULT_CHUNK_SIZES = { minSize: 256 * 1024, avgSize: 1024 * 1024, maxSize: MAX_CHUNK_SIZE };

// The gear table is part of the repository format: changing it moves every boundary and breaks dedupe
// against data already stored, so it is derived from fixed inputs rather than generated at random.
const GEAR = new Uint32Array(256);
for (let i = 0; i < 256; i++) {
  GEAR[i] = createHash('sha256').update(`warden-fastcdc-gear-${i}`).digest().readUInt32BE(0);
}

// The gear hash shifts one bit per byte, so bit k depends on the last k + 1 bytes. Masks take the top
// bits so that each cut decision looks at a window of up to 32 bytes.
function topBitsMask(bits: number): number {
  return bits <= 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
}

// One scanner per thread, made on first use: a module instance is not shared between threads.
let scanner: GearScan | null = null;
const gearScan = () => {
  scanner ??= new GearScan(GEAR);
  return scanner;
};

/** Normalisation level: the mask is this many bits harder before the average size and easier after it. */
const NORMALISATION = 2;

function checkOptions(opts: FastCdcOptions): Required<FastCdcOptions> {
  const { minSize, avgSize, maxSize } = { ...DEFAULT_CHUNK_SIZES, ...opts };
  for (const [name, value] of Object.entries({ minSize, avgSize, maxSize })) {
    if (!Number.isSafeInteger(value) || value < 64) throw new RangeError(`${name} must be an integer >= 64`);
  }
  if (!(minSize <= avgSize && avgSize <= maxSize)) {
    throw new RangeError('Chunk sizes must satisfy minSize <= avgSize <= maxSize');
  }
  if (Math.round(Math.log2(avgSize)) + NORMALISATION > 31) throw new RangeError('avgSize is too large');
  if (maxSize > MAX_CHUNK_SIZE) throw new RangeError(`maxSize must be at most ${MAX_CHUNK_SIZE}`);
  return { minSize, avgSize, maxSize };
}

/**
 * Streaming chunker. push() takes ownership of the buffer it is given (it may keep a reference until the
 * chunk that contains its bytes is returned); returned chunks may share memory with pushed buffers.
 * It holds at most maxSize pending bytes plus the buffer being pushed.
 */
export class FastCdc {
  readonly minSize: number;
  readonly avgSize: number;
  readonly maxSize: number;
  private readonly maskS: number;
  private readonly maskL: number;
  private pending: Buffer[] = [];
  /** Bytes of the current chunk seen so far (all of them are in `pending` or the buffer being pushed). */
  private length = 0;
  private hash = 0;

  constructor(opts: FastCdcOptions = {}) {
    const sizes = checkOptions(opts);
    this.minSize = sizes.minSize;
    this.avgSize = sizes.avgSize;
    this.maxSize = sizes.maxSize;
    const bits = Math.round(Math.log2(this.avgSize));
    this.maskS = topBitsMask(bits + NORMALISATION);
    this.maskL = topBitsMask(bits - NORMALISATION);
  }

  /** Bytes held for the chunk in progress; always below maxSize between calls. */
  get pendingLength(): number {
    return this.length;
  }

  /** Whether the chunk in progress still refers to buf, which its owner must then not overwrite. */
  holds(buf: Buffer): boolean {
    return this.pending.includes(buf);
  }

  push(buf: Buffer): Buffer[] {
    const chunks: Buffer[] = [];
    let start = 0;
    let pos = 0;
    while (pos < buf.length) {
      const cut = this.findCut(buf, pos);
      if (cut < 0) break;
      chunks.push(this.take(buf.subarray(start, cut)));
      start = cut;
      pos = cut;
    }
    if (start < buf.length) {
      // Copy a leftover tail so the pending list never pins a large input buffer's memory.
      this.pending.push(start === 0 ? buf : Buffer.from(buf.subarray(start)));
    }
    return chunks;
  }

  finish(): Buffer[] {
    if (this.length === 0) return [];
    return [this.take(Buffer.alloc(0))];
  }

  /** Scans buf from pos, advancing the current chunk; returns the cut offset in buf, or -1. */
  private findCut(buf: Buffer, pos: number): number {
    const end = buf.length;
    let i = pos;
    if (this.length < this.minSize) {
      const skip = Math.min(this.minSize - this.length, end - i);
      this.length += skip;
      i += skip;
      if (this.length < this.minSize) return -1;
    }
    if (this.length < this.avgSize) {
      const limit = Math.min(end, i + (this.avgSize - this.length));
      const found = this.scan(buf, i, limit, this.maskS);
      this.length += (found < 0 ? limit : found) - i;
      if (found >= 0) return found;
      i = limit;
      if (this.length < this.avgSize) return -1;
    }
    const limit = Math.min(end, i + (this.maxSize - this.length));
    const found = this.scan(buf, i, limit, this.maskL);
    this.length += (found < 0 ? limit : found) - i;
    if (found >= 0) return found;
    return this.length >= this.maxSize ? limit : -1;
  }

  /** The hot loop, in WebAssembly: the offset just after the first byte whose hash matches, or -1. */
  private scan(data: Uint8Array, from: number, to: number, mask: number): number {
    const scanner = gearScan();
    const cut = scanner.scan(data, from, to, this.hash, mask);
    this.hash = scanner.hash;
    return cut;
  }

  /** Ends the current chunk with `last` (the part of it in the buffer being pushed). */
  private take(last: Buffer): Buffer {
    const parts = this.pending;
    let chunk: Buffer;
    if (parts.length === 0) chunk = last;
    else if (last.length === 0) chunk = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    else chunk = Buffer.concat([...parts, last]);
    this.pending = [];
    this.length = 0;
    this.hash = 0;
    return chunk;
  }
}

/** Cuts a byte stream into content-defined chunks. */
export async function* chunkStream(
  source: AsyncIterable<Buffer | Uint8Array>,
  opts?: FastCdcOptions,
): AsyncGenerator<Buffer> {
  const cdc = new FastCdc(opts);
  for await (const piece of source) {
    const buf = Buffer.isBuffer(piece)
      ? piece
      : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    yield* cdc.push(buf);
  }
  yield* cdc.finish();
}
