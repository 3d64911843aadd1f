// A namespace's chunks on a BlobStore, under "<namespace>/<chunk id>": what a backup reads and writes,
// whether the store is the server's blob folder, a bucket or a LOCAL backup folder.
import { BlobNotFoundError, type BlobStore, InvalidBlobKeyError, isBlobKeySegment } from './blob-store.ts';
import {
  ChunkCorruptError,
  chunkIdOf,
  type DecodeOptions,
  decodeChunk,
  encodeChunkAsync,
  isChunkId,
  readChunkHeader,
} from './chunk-codec.ts';
import { assertKey } from './keys.ts';

export class ChunkRepository {
  constructor(
    readonly store: BlobStore,
    readonly namespace: string,
    private readonly key: Buffer,
  ) {
    if (!isBlobKeySegment(namespace)) {
      throw new InvalidBlobKeyError(namespace, 'a namespace is a single segment of [A-Za-z0-9_-]');
    }
    assertKey(key, 'Data key');
  }

  private blobKey(id: string): string {
    if (!isChunkId(id)) throw new InvalidBlobKeyError(id, 'not a chunk id (SHA-256 in lowercase hex)');
    return `${this.namespace}/${id}`;
  }

  /** The ids (deduplicated, in the order given) that are not stored yet. */
  async missing(ids: Iterable<string>): Promise<string[]> {
    const unique = [...new Set(ids)];
    const present = await this.store.hasMany(unique.map((id) => this.blobKey(id)));
    return unique.filter((id) => !present.has(this.blobKey(id)));
  }

  async has(id: string): Promise<boolean> {
    return this.store.has(this.blobKey(id));
  }

  /**
   * Stores a chunk encoded elsewhere (an upload) after checking its framing; its content can only be
   * checked with the key, by verify(). A chunk already stored is kept. Answers whether it was stored.
   */
  async putEncoded(id: string, data: Buffer): Promise<boolean> {
    const key = this.blobKey(id);
    readChunkHeader(data, id);
    return this.store.putIfAbsent(key, data);
  }

  /**
   * putEncoded() for many chunks in one go (framing checked first, all or nothing); answers the ids
   * that were stored, leaving out those already present.
   */
  async putEncodedMany(chunks: readonly { id: string; data: Buffer }[]): Promise<string[]> {
    const byKey = new Map<string, { id: string; data: Buffer }>();
    for (const chunk of chunks) {
      readChunkHeader(chunk.data, chunk.id);
      byKey.set(this.blobKey(chunk.id), chunk);
    }
    const stored = await this.store.putManyIfAbsent(
      [...byKey].map(([key, chunk]) => [key, chunk.data] as const),
    );
    return [...byKey].filter(([key]) => stored.has(key)).map(([, chunk]) => chunk.id);
  }

  /** Encodes and stores a chunk unless it is already there; answers its id. */
  async putPlain(plain: Buffer): Promise<string> {
    const id = chunkIdOf(plain);
    const key = this.blobKey(id);
    if (await this.store.has(key)) return id;
    const encoded = await encodeChunkAsync(plain, this.key);
    await this.store.putIfAbsent(key, encoded.data);
    return id;
  }

  /** The stored bytes as they are (for sending to a client that holds the key). */
  async getEncoded(id: string): Promise<Buffer> {
    return this.store.get(this.blobKey(id));
  }

  /** The plaintext, verified (see DecodeOptions); throws BlobNotFoundError or ChunkCorruptError. */
  async getPlain(id: string, options?: DecodeOptions): Promise<Buffer> {
    return decodeChunk(await this.getEncoded(id), this.key, id, options);
  }

  /** Whether the chunk is present and decodes to its id. */
  async verify(id: string): Promise<boolean> {
    try {
      await this.getPlain(id);
      return true;
    } catch (error) {
      if (error instanceof ChunkCorruptError || error instanceof BlobNotFoundError) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.store.delete(this.blobKey(id));
  }

  /** Every stored chunk id, in no particular order. */
  async *ids(): AsyncGenerator<string> {
    const prefix = `${this.namespace}/`;
    for await (const key of this.store.list(prefix)) {
      const id = key.slice(prefix.length);
      if (isChunkId(id)) yield id;
    }
  }
}
