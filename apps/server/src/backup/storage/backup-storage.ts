// The server's backup storage: CLOUD chunks in a blob store, in packs under
// "<organisation id>/packs/<pack id>" at the offset their row records, or (written before packs) each
// under "<organisation id>/<chunk id>"; each organisation's data key unwrapped from the database with
// the master key. Chunks decode on worker threads (chunk-decoders.ts).
import {
  BlobNotFoundError,
  type BlobStore,
  ChunkCorruptError,
  type DecodeOptions,
  generateDataKey,
  parseMasterKey,
  readBlobRange,
  unwrapKey,
  wrapKey,
} from '@warden/store';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';
import { ChunkDecoders } from './chunk-decoders.ts';

interface ChunkLocation {
  pack_id: string | null;
  pack_offset: number | null;
  stored_size: number;
}

export class BackupStorage {
  private keys = new Map<number, Buffer>();
  private masterKey: Buffer;
  readonly decoders = new ChunkDecoders();

  constructor(
    private db: Db,
    readonly blobs: BlobStore,
    masterKeyBase64: string,
  ) {
    this.masterKey = parseMasterKey(masterKeyBase64);
  }

  chunkKey(organizationId: number, chunkId: string): string {
    return `${organizationId}/${chunkId}`;
  }

  packKey(organizationId: number, packId: string): string {
    return `${organizationId}/packs/${packId}`;
  }

  private location(organizationId: number, chunkId: string): Promise<ChunkLocation | undefined> {
    return this.db.kysely
      .selectFrom('chunks')
      .select(['pack_id', 'pack_offset', 'stored_size'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', chunkId)
      .executeTakeFirst();
  }

  private async readAt(organizationId: number, chunkId: string, at: ChunkLocation | undefined) {
    if (!at || at.pack_id === null || at.pack_offset === null) {
      return this.blobs.get(this.chunkKey(organizationId, chunkId));
    }
    const length = Number(at.stored_size);
    const data = await readBlobRange(
      this.blobs,
      this.packKey(organizationId, at.pack_id),
      at.pack_offset,
      length,
    );
    if (data.length !== length) throw new ChunkCorruptError(chunkId, 'its pack is truncated');
    return data;
  }

  /**
   * The stored bytes of a chunk as they are (for a client that holds the key); throws
   * BlobNotFoundError when neither its pack nor its own object holds it.
   */
  async readEncoded(organizationId: number, chunkId: string): Promise<Buffer> {
    const at = await this.location(organizationId, chunkId);
    try {
      return await this.readAt(organizationId, chunkId, at);
    } catch (error) {
      if (!(error instanceof BlobNotFoundError) || !at?.pack_id) throw error;
      // A repack may have moved the chunk between the lookup and the read; its new pack is recorded
      // before the old one is removed.
      const moved = await this.location(organizationId, chunkId);
      if (!moved || moved.pack_id === at.pack_id) throw error;
      return this.readAt(organizationId, chunkId, moved);
    }
  }

  /**
   * The stored bytes of several chunks of one pack in one range read (from a bucket, one GET instead of
   * one per chunk), the gaps between them read and dropped. Null for the whole when the pack is gone (a
   * repack moved them), null for a chunk the pack is too short to hold: the caller reads those alone
   * with readEncoded(), whose fallbacks find a moved chunk and whose error names what is wrong.
   */
  async readPackSpan(
    organizationId: number,
    packId: string,
    chunks: readonly { offset: number; size: number }[],
  ): Promise<(Buffer | null)[] | null> {
    const start = Math.min(...chunks.map((c) => c.offset));
    const end = Math.max(...chunks.map((c) => c.offset + c.size));
    let data: Buffer;
    try {
      data = await readBlobRange(this.blobs, this.packKey(organizationId, packId), start, end - start);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
    return chunks.map(({ offset, size }) =>
      data.length >= offset - start + size ? data.subarray(offset - start, offset - start + size) : null,
    );
  }

  /**
   * The plaintexts of several chunks of one pack, as readPackSpan() would read them and decoded, read by
   * a decoding thread from the pack's local file so that the bytes never pass through this thread.
   * Undefined when the store is not on the local disk (use readPackSpan()); null as readPackSpan() says.
   */
  async decodePackSpanInPlace(
    organizationId: number,
    packId: string,
    chunks: readonly { id: string; offset: number; size: number }[],
    options: DecodeOptions = {},
  ): Promise<(Buffer | ChunkCorruptError | null)[] | null | undefined> {
    if (!this.blobs.pathOf) return undefined;
    const start = Math.min(...chunks.map((c) => c.offset));
    const end = Math.max(...chunks.map((c) => c.offset + c.size));
    const path = this.blobs.pathOf(this.packKey(organizationId, packId));
    return this.decoders.plaintextsInFile(
      await this.dataKey(organizationId),
      { path, start, length: end - start },
      chunks.map(({ id, offset, size }) => ({ id, offset: offset - start, length: size })),
      options,
    );
  }

  /** The ids (of those given) whose stored object is absent, without reading or decoding them. */
  async absentChunks(organizationId: number, chunkIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(chunkIds)];
    const rows = await inBatches(ids, (batch) =>
      this.db.kysely
        .selectFrom('chunks')
        .select(['id', 'pack_id'])
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute(),
    );
    const packOf = new Map(rows.map((r) => [r.id, r.pack_id]));
    const keyOf = (id: string) => {
      const pack = packOf.get(id);
      return pack ? this.packKey(organizationId, pack) : this.chunkKey(organizationId, id);
    };
    const present = await this.blobs.hasMany(new Set(ids.map(keyOf)));
    return new Set(ids.filter((id) => !present.has(keyOf(id))));
  }

  /** The organisation's data key, made on first use. */
  async dataKey(organizationId: number): Promise<Buffer> {
    const cached = this.keys.get(organizationId);
    if (cached) return cached;
    const read = () =>
      this.db.kysely
        .selectFrom('organization_keys')
        .select('wrapped_key')
        .where('organization_id', '=', organizationId)
        .executeTakeFirst();
    let row = await read();
    if (!row) {
      await this.db.kysely
        .insertInto('organization_keys')
        .values({
          organization_id: organizationId,
          wrapped_key: wrapKey(generateDataKey(), this.masterKey),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await read();
    }
    const key = unwrapKey(row!.wrapped_key, this.masterKey);
    this.keys.set(organizationId, key);
    return key;
  }

  /** Reads, decrypts and verifies one chunk; throws ChunkCorruptError or BlobNotFoundError. */
  async readChunk(organizationId: number, chunkId: string): Promise<Buffer> {
    const data = await this.readEncoded(organizationId, chunkId);
    const [plain] = await this.decoders.plaintexts(await this.dataKey(organizationId), [
      { id: chunkId, data },
    ]);
    if (plain instanceof ChunkCorruptError) throw plain;
    return plain!;
  }

  /** Ends the decoding threads. */
  close(): Promise<void> {
    return this.decoders.close();
  }
}
