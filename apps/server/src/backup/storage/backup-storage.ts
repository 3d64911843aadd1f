// The server's backup storage: CLOUD chunks in a blob store under "<organisation id>/<chunk id>",
// each organisation's data key unwrapped from the database with the master key.
import {
  type BlobStore,
  decodeChunk,
  generateDataKey,
  parseMasterKey,
  unwrapKey,
  wrapKey,
} from '@warden/store';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

export class BackupStorage {
  private keys = new Map<number, Buffer>();
  private masterKey: Buffer;

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
    const data = await this.blobs.get(this.chunkKey(organizationId, chunkId));
    return decodeChunk(data, await this.dataKey(organizationId), chunkId);
  }
}
