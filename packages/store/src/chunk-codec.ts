// The stored form of a chunk: "WCK1", version, codec, IV, AES-256-GCM(compressed or raw plaintext), tag.
// The chunk id (SHA-256 of the plaintext) is authenticated with it, so one chunk cannot pose as another.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  CODEC_DEFLATE,
  CODEC_RAW,
  CODEC_ZSTD,
  type Codec,
  compress,
  compressAsync,
  DecompressError,
  decompress,
  decompressSync,
} from './chunk-compression.ts';
import { assertKey } from './keys.ts';
import type { PlainArena } from './plain-arena.ts';

const MAGIC = Buffer.from('WCK1', 'latin1');
/** Version 2 names the codec in the byte after it: raw, deflate-raw or zstd. */
const VERSION = 2;
/** Version 1 (deflate only): the same byte held flags, bit 0 meaning deflate-raw, as codec 1 does now. */
const VERSION_DEFLATE_FLAGS = 1;
const CODECS: Record<number, readonly Codec[]> = {
  [VERSION_DEFLATE_FLAGS]: [CODEC_RAW, CODEC_DEFLATE],
  [VERSION]: [CODEC_RAW, CODEC_DEFLATE, CODEC_ZSTD],
};
const CODEC_NAMES = { [CODEC_RAW]: 'raw', [CODEC_DEFLATE]: 'deflate', [CODEC_ZSTD]: 'zstd' } as const;
export type ChunkCodec = (typeof CODEC_NAMES)[Codec];
const HEADER_LENGTH = MAGIC.length + 2;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
/** Header, IV and tag: what an encoded chunk adds to its (possibly compressed) content. */
export const CHUNK_OVERHEAD = HEADER_LENGTH + IV_LENGTH + TAG_LENGTH;
/**
 * The largest plaintext a chunk may hold (the chunker's forced cut). Decoding decompresses no further,
 * so a small upload that would decompress to gigabytes is refused instead of filling the memory.
 */
export const MAX_CHUNK_SIZE = 4 * 1024 * 1024;
/** The largest encoded chunk: compression is kept only when it shrinks the plaintext. */
export const MAX_ENCODED_CHUNK_SIZE = MAX_CHUNK_SIZE + CHUNK_OVERHEAD;

export class ChunkCorruptError extends Error {
  override readonly name = 'ChunkCorruptError';
  constructor(
    readonly chunkId: string,
    readonly reason: string,
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

/**
 * Nonces are drawn from the random generator a few hundred at a time, each used once: a call per
 * chunk cost more than sealing a small one. Each thread has its own draw (a module per isolate).
 */
const NONCES_PER_DRAW = 256;
let nonces = Buffer.alloc(0);
let nextNonce = 0;

function freshNonce(): Buffer {
  if (nextNonce >= nonces.length) {
    nonces = randomBytes(IV_LENGTH * NONCES_PER_DRAW);
    nextNonce = 0;
  }
  nextNonce += IV_LENGTH;
  return nonces.subarray(nextNonce - IV_LENGTH, nextNonce);
}

function seal(id: string, content: Buffer, codec: Codec, key: Buffer): Buffer {
  const header = Buffer.alloc(HEADER_LENGTH);
  MAGIC.copy(header);
  header[MAGIC.length] = VERSION;
  header[MAGIC.length + 1] = codec;
  const iv = freshNonce();
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
  const { codec, content } = compress(plain, MAX_CHUNK_SIZE);
  return { id, data: seal(id, content, codec, key) };
}

/** As encodeChunk, with the compression on libuv's thread pool so other work can proceed meanwhile. */
export async function encodeChunkAsync(plain: Buffer, key: Buffer): Promise<EncodedChunk> {
  assertKey(key);
  assertChunkSize(plain);
  const id = chunkIdOf(plain);
  const { codec, content } = await compressAsync(plain, MAX_CHUNK_SIZE);
  return { id, data: seal(id, content, codec, key) };
}

/** Checks the framing of an encoded chunk (not its content); answers its format version and codec. */
export function readChunkHeader(data: Uint8Array, id: string): { version: number; codec: ChunkCodec } {
  if (data.length < CHUNK_OVERHEAD) throw new ChunkCorruptError(id, 'too short');
  if (data.length > MAX_ENCODED_CHUNK_SIZE) {
    throw new ChunkCorruptError(id, `too large (over ${MAX_ENCODED_CHUNK_SIZE} bytes)`);
  }
  if (!MAGIC.equals(data.subarray(0, MAGIC.length))) throw new ChunkCorruptError(id, 'bad magic');
  const version = data[MAGIC.length]!;
  const codecs = CODECS[version];
  if (codecs === undefined) throw new ChunkCorruptError(id, `unknown version ${version}`);
  const codec = data[MAGIC.length + 1]! as Codec;
  if (!codecs.includes(codec)) {
    throw new ChunkCorruptError(
      id,
      version === VERSION_DEFLATE_FLAGS ? `unknown flags ${codec}` : `unknown codec ${codec}`,
    );
  }
  return { version, codec: CODEC_NAMES[codec] };
}

export interface DecodeOptions {
  /**
   * Hash the plaintext against its id (the default). A reader that checks the SHA-256 of the whole
   * file the chunk belongs to, or only hands the bytes on (a download), may skip it: AES-GCM already
   * authenticates the stored bytes with the id as associated data, and every chunk was checked against
   * its id when it was stored. Checks of what is stored (an upload, verify) keep it.
   */
  checkId?: boolean;
  /**
   * Decompress into this arena's memory rather than fresh memory (decodeChunkSync only): the plaintext
   * is then valid until the arena's reset(), and may be the decrypted content itself when the chunk is
   * stored raw.
   */
  arena?: PlainArena;
}

/** The chunk's content as stored (compressed or raw) and its codec, decrypted and authenticated. */
function openChunk(data: Buffer, key: Buffer, expectedId: string): { codec: Codec; content: Buffer } {
  assertKey(key);
  if (!isChunkId(expectedId)) throw new ChunkCorruptError(expectedId, 'the id is not a SHA-256 in hex');
  readChunkHeader(data, expectedId);
  const codec = data[MAGIC.length + 1]! as Codec;
  const iv = data.subarray(HEADER_LENGTH, HEADER_LENGTH + IV_LENGTH);
  const body = data.subarray(HEADER_LENGTH + IV_LENGTH, data.length - TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.concat([data.subarray(0, HEADER_LENGTH), Buffer.from(expectedId, 'hex')]));
  decipher.setAuthTag(data.subarray(data.length - TAG_LENGTH));
  try {
    const head = decipher.update(body);
    const tail = decipher.final();
    // GCM's final() holds nothing more; skipping the concat saves copying the whole chunk.
    return { codec, content: tail.length === 0 ? head : Buffer.concat([head, tail]) };
  } catch {
    throw new ChunkCorruptError(expectedId, 'authentication failed (tampered data or wrong key)');
  }
}

function checked(plain: Buffer, expectedId: string, options: DecodeOptions): Buffer {
  if (options.checkId !== false && chunkIdOf(plain) !== expectedId) {
    throw new ChunkCorruptError(expectedId, 'SHA-256 mismatch');
  }
  return plain;
}

function asCorrupt(expectedId: string, error: unknown): unknown {
  return error instanceof DecompressError ? new ChunkCorruptError(expectedId, error.message) : error;
}

/**
 * Decrypts and checks a chunk of either format version; any mismatch (tampering, wrong key, wrong id,
 * content decompressing past MAX_CHUNK_SIZE) is a ChunkCorruptError. Decompression runs off the event
 * loop.
 */
export async function decodeChunk(
  data: Buffer,
  key: Buffer,
  expectedId: string,
  options: DecodeOptions = {},
): Promise<Buffer> {
  const { codec, content } = openChunk(data, key, expectedId);
  let plain: Buffer;
  try {
    plain = await decompress(codec, content, MAX_CHUNK_SIZE);
  } catch (error) {
    throw asCorrupt(expectedId, error);
  }
  return checked(plain, expectedId, options);
}

/** As decodeChunk, every step in the calling thread: for a worker thread, which has nothing else to do. */
export function decodeChunkSync(
  data: Buffer,
  key: Buffer,
  expectedId: string,
  options: DecodeOptions = {},
): Buffer {
  const { codec, content } = openChunk(data, key, expectedId);
  let plain: Buffer;
  try {
    plain = decompressSync(codec, content, MAX_CHUNK_SIZE, options.arena);
  } catch (error) {
    throw asCorrupt(expectedId, error);
  }
  return checked(plain, expectedId, options);
}
