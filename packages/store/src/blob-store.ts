// The storage a chunk repository sits on: whole objects under string keys, nothing a plain object store
// (an S3-compatible bucket) cannot do, so callers never depend on renames or directories.

/** An object's bytes, whole or as pieces written in order (so a caller need not join them first). */
export type BlobData = Buffer | readonly Buffer[];

/** The pieces' bytes as one buffer (the buffer itself when there is one). */
export function joinBlobData(data: BlobData): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.concat(data);
}

export interface BlobStore {
  has(key: string): Promise<boolean>;
  /** The subset of keys that are present. */
  hasMany(keys: Iterable<string>): Promise<Set<string>>;
  /** Stores the whole object, replacing any previous one; readers never see a partial object. */
  put(key: string, data: BlobData): Promise<void>;
  /** put() for many objects at once; when it resolves, all of them are stored (durably, where it applies). */
  putMany(entries: readonly (readonly [key: string, data: Buffer])[]): Promise<void>;
  /**
   * Stores the object only if the key is absent, as one step (a concurrent writer cannot slip in
   * between); an existing object is left as it is. Answers whether this call stored it.
   */
  putIfAbsent(key: string, data: Buffer): Promise<boolean>;
  /** putIfAbsent() for many objects at once (durably, where it applies); answers the keys it stored. */
  putManyIfAbsent(entries: readonly (readonly [key: string, data: Buffer])[]): Promise<Set<string>>;
  /** Throws BlobNotFoundError when the key is absent. */
  get(key: string): Promise<Buffer>;
  /**
   * Bytes [offset, offset + length) of the object (fewer when it ends sooner); throws BlobNotFoundError
   * when the key is absent. Optional: readBlobRange() falls back to get() for a store without it.
   */
  getRange?(key: string, offset: number, length: number): Promise<Buffer>;
  /**
   * The local file that holds key, for a reader that reads it itself (on another thread, without the
   * bytes passing through this one). Only a store on this machine's disk has it.
   */
  pathOf?(key: string): string;
  /** Removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Keys starting with prefix, in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
}

/** Part of an object: with the store's getRange() where it has one, else out of the whole object. */
export async function readBlobRange(
  store: BlobStore,
  key: string,
  offset: number,
  length: number,
): Promise<Buffer> {
  if (store.getRange) return store.getRange(key, offset, length);
  return (await store.get(key)).subarray(offset, offset + length);
}

export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';
  constructor(readonly key: string) {
    super(`Blob not found: ${key}`);
  }
}

export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid blob key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
// Device names Windows resolves in any folder; an agent may keep a repository on a Windows disk.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_KEY_LENGTH = 1024;

export function isBlobKeySegment(segment: string): boolean {
  return SEGMENT.test(segment) && !WINDOWS_DEVICE.test(segment);
}

/**
 * Splits a key into its segments after checking it: only [A-Za-z0-9_-] segments joined by "/", so no
 * key can name "..", an absolute path or a drive and escape the store's root.
 */
export function blobKeySegments(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidBlobKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidBlobKeyError(key, 'too long');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidBlobKeyError(key, 'empty segment (leading, trailing or double "/")');
    if (!isBlobKeySegment(segment)) throw new InvalidBlobKeyError(key, `segment "${segment}" is not allowed`);
  }
  return segments;
}
