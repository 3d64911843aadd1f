// BlobStore in memory, for tests of code built on the store and for short-lived scratch repositories.
import {
  type BlobData,
  BlobNotFoundError,
  type BlobStore,
  blobKeySegments,
  joinBlobData,
} from './blob-store.ts';

export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Buffer>();

  async has(key: string): Promise<boolean> {
    blobKeySegments(key);
    return this.blobs.has(key);
  }

  async hasMany(keys: Iterable<string>): Promise<Set<string>> {
    const present = new Set<string>();
    for (const key of keys) if (await this.has(key)) present.add(key);
    return present;
  }

  async put(key: string, data: BlobData): Promise<void> {
    blobKeySegments(key);
    this.blobs.set(key, Buffer.from(joinBlobData(data)));
  }

  async putMany(entries: readonly (readonly [string, Buffer])[]): Promise<void> {
    for (const [key] of entries) blobKeySegments(key);
    for (const [key, data] of entries) this.blobs.set(key, Buffer.from(data));
  }

  async putIfAbsent(key: string, data: Buffer): Promise<boolean> {
    blobKeySegments(key);
    // Check and store in one turn of the event loop, so concurrent callers cannot both store.
    if (this.blobs.has(key)) return false;
    this.blobs.set(key, Buffer.from(data));
    return true;
  }

  async putManyIfAbsent(entries: readonly (readonly [string, Buffer])[]): Promise<Set<string>> {
    for (const [key] of entries) blobKeySegments(key);
    const stored = new Set<string>();
    for (const [key, data] of entries) if (await this.putIfAbsent(key, data)) stored.add(key);
    return stored;
  }

  async get(key: string): Promise<Buffer> {
    blobKeySegments(key);
    const data = this.blobs.get(key);
    if (!data) throw new BlobNotFoundError(key);
    return Buffer.from(data);
  }

  async getRange(key: string, offset: number, length: number): Promise<Buffer> {
    return (await this.get(key)).subarray(offset, offset + length);
  }

  async delete(key: string): Promise<void> {
    blobKeySegments(key);
    this.blobs.delete(key);
  }

  async *list(prefix = ''): AsyncGenerator<string> {
    for (const key of [...this.blobs.keys()]) if (key.startsWith(prefix)) yield key;
  }
}
