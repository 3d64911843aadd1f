// The stored form of a chunk: "WCK1", version, flags, IV, AES-256-GCM(deflate-raw or raw plaintext), tag.
// The chunk id (SHA-256 of the plaintext) is authenticated with it, so one chunk cannot pose as another.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { deflateRaw, deflateRawSync, inflateRaw } from 'node:zlib';
import { assertKey } from './keys.ts';

const MAGIC = Buffer.from('WCK1', 'latin1');
const VERSION = 1;
const FLAG_COMPRESSED = 0x01;
const HEADER_LENGTH = MAGIC.length + 2;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
/** Header, IV and tag: what an encoded chunk adds to its (possibly compressed) content. */
export const CHUNK_OVERHEAD = HEADER_LENGTH + IV_LENGTH + TAG_LENGTH;
/**
 * The largest plaintext a chunk may hold (the chunker's forced cut). Decoding inflates no further, so a
 * small upload that would inflate to gigabytes is refused instead of filling the memory.
 */
export const MAX_CHUNK_SIZE = 4 * 1024 * 1024;
/** The largest encoded chunk: compression is kept only when it shrinks the plaintext. */
export const MAX_ENCODED_CHUNK_SIZE = MAX_CHUNK_SIZE + CHUNK_OVERHEAD;

/** Compression is kept only when it saves at least this share of the plaintext. */
const MIN_SAVING = 0.03;
// Deflate crawls on incompressible data (photos, video, archives), so large chunks are first sampled.
const PROBE_SLICES = 4;
const PROBE_SLICE_LENGTH = 4 * 1024;

const deflateRawAsync = promisify(deflateRaw);
const inflateRawAsync = promisify(inflateRaw);
// Output buffers of the inflate: large enough for few trips to the thread pool, small enough that a
// small chunk does not keep a large buffer alive.
const MIN_INFLATE_BUFFER = 64 * 1024;

export class ChunkCorruptError extends Error {
  override readonly name = 'ChunkCorruptError';
  constructor(
    readonly chunkId: string,
    reason: string,
  ) {
    super(`Chunk ${chunkId} is corrupt: ${reason}`);
  }
}

export interface EncodedChunk {
  /** Lowercase hex SHA-256 of the plaintext. */
  id: string;
  data: Buffer;
}

export function isChunkId(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

export function chunkIdOf(plain: Uint8Array): string {
  return createHash('sha256').update(plain).digest('hex');
}

function saves(packed: Buffer, plain: Uint8Array): boolean {
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
  return saves(deflateRawSync(sample, { level: 1 }), sample);
}

function seal(id: string, content: Buffer, compressed: boolean, key: Buffer): Buffer {
  const header = Buffer.alloc(HEADER_LENGTH);
  MAGIC.copy(header);
  header[MAGIC.length] = VERSION;
  header[MAGIC.length + 1] = compressed ? FLAG_COMPRESSED : 0;
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(id, 'hex')]));
  const body = cipher.update(content);
  const final = cipher.final();
  return Buffer.concat([header, iv, body, final, cipher.getAuthTag()]);
}

function assertChunkSize(plain: Buffer): void {
  if (plain.length > MAX_CHUNK_SIZE) {
    throw new RangeError(`A chunk holds at most ${MAX_CHUNK_SIZE} bytes, not ${plain.length}`);
  }
}

export function encodeChunk(plain: Buffer, key: Buffer): EncodedChunk {
  assertKey(key);
  assertChunkSize(plain);
  const id = chunkIdOf(plain);
  const packed = looksCompressible(plain) ? deflateRawSync(plain, { level: 1 }) : null;
  const content = packed !== null && saves(packed, plain) ? packed : null;
  return { id, data: seal(id, content ?? plain, content !== null, key) };
}

/** As encodeChunk, with the compression on libuv's thread pool so other work can proceed meanwhile. */
export async function encodeChunkAsync(plain: Buffer, key: Buffer): Promise<EncodedChunk> {
  assertKey(key);
  assertChunkSize(plain);
  const id = chunkIdOf(plain);
  // One output buffer as large as the input (deflate never grows data by much more than a few
  // bytes per 16 KiB): with the default 16 KiB, a 1 MiB chunk takes dozens of trips to the thread pool.
  const chunkSize = Math.max(16 * 1024, plain.length + 1024);
  const packed = looksCompressible(plain) ? await deflateRawAsync(plain, { level: 1, chunkSize }) : null;
  const content = packed !== null && saves(packed, plain) ? packed : null;
  return { id, data: seal(id, content ?? plain, content !== null, key) };
}

/** Checks the framing of an encoded chunk (not its content); answers whether it is compressed. */
export function readChunkHeader(data: Uint8Array, id: string): { compressed: boolean } {
  if (data.length < CHUNK_OVERHEAD) throw new ChunkCorruptError(id, 'too short');
  if (data.length > MAX_ENCODED_CHUNK_SIZE) {
    throw new ChunkCorruptError(id, `too large (over ${MAX_ENCODED_CHUNK_SIZE} bytes)`);
  }
  if (!MAGIC.equals(data.subarray(0, MAGIC.length))) throw new ChunkCorruptError(id, 'bad magic');
  if (data[MAGIC.length] !== VERSION)
    throw new ChunkCorruptError(id, `unknown version ${data[MAGIC.length]}`);
  const flags = data[MAGIC.length + 1]!;
  if ((flags & ~FLAG_COMPRESSED) !== 0) throw new ChunkCorruptError(id, `unknown flags ${flags}`);
  return { compressed: (flags & FLAG_COMPRESSED) !== 0 };
}

/** Inflates on libuv's thread pool, stopping (ChunkCorruptError) once the output passes MAX_CHUNK_SIZE. */
async function inflateBounded(content: Buffer, id: string): Promise<Buffer> {
  const chunkSize = Math.min(MAX_CHUNK_SIZE, Math.max(MIN_INFLATE_BUFFER, content.length * 4));
  try {
    return await inflateRawAsync(content, { maxOutputLength: MAX_CHUNK_SIZE, chunkSize });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ChunkCorruptError(id, `too large: it inflates past ${MAX_CHUNK_SIZE} bytes`);
    }
    throw new ChunkCorruptError(id, 'the compressed content does not inflate');
  }
}

/**
 * Decrypts and checks a chunk; any mismatch (tampering, wrong key, wrong id, content inflating past
 * MAX_CHUNK_SIZE) is a ChunkCorruptError. The inflate runs off the event loop.
 */
export async function decodeChunk(data: Buffer, key: Buffer, expectedId: string): Promise<Buffer> {
  assertKey(key);
  if (!isChunkId(expectedId)) throw new ChunkCorruptError(expectedId, 'the id is not a SHA-256 in hex');
  const { compressed } = readChunkHeader(data, expectedId);
  const iv = data.subarray(HEADER_LENGTH, HEADER_LENGTH + IV_LENGTH);
  const body = data.subarray(HEADER_LENGTH + IV_LENGTH, data.length - TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.concat([data.subarray(0, HEADER_LENGTH), Buffer.from(expectedId, 'hex')]));
  decipher.setAuthTag(data.subarray(data.length - TAG_LENGTH));
  let content: Buffer;
  try {
    const head = decipher.update(body);
    const tail = decipher.final();
    // GCM's final() holds nothing more; skipping the concat saves copying the whole chunk.
    content = tail.length === 0 ? head : Buffer.concat([head, tail]);
  } catch {
    throw new ChunkCorruptError(expectedId, 'authentication failed (tampered data or wrong key)');
  }
  const plain = compressed ? await inflateBounded(content, expectedId) : content;
  if (chunkIdOf(plain) !== expectedId) throw new ChunkCorruptError(expectedId, 'SHA-256 mismatch');
  return plain;
}
