// Test helpers over stored chunks, wherever they sit (a pack or their own object): replace one chunk's
// bytes or lose it without touching its pack neighbours, move chunks to a new pack as a repack does, and
// find which chunks storage still holds.
import { buildPack, type EncodedChunk, isChunkId, newPackId, readPackIndex } from '@warden/store';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { BackupStorage } from './backup-storage.ts';

async function locationOf(db: Db, organizationId: number, chunkId: string) {
  return db.kysely
    .selectFrom('chunks')
    .select(['pack_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', chunkId)
    .executeTakeFirst();
}

/** Moves the chunk's row to a pack of its own holding only `bytes`; answers that pack's id. */
async function relocate(db: Db, organizationId: number, chunkId: string, bytes: number): Promise<string> {
  const packId = newPackId();
  await db.kysely
    .insertInto('packs')
    .values({
      organization_id: organizationId,
      id: packId,
      status: 'ready',
      size: 4 + bytes,
      chunk_count: 1,
      created_at: nowIso(),
    })
    .execute();
  await db.kysely
    .updateTable('chunks')
    .set({ pack_id: packId, pack_offset: 4, stored_size: bytes })
    .where('organization_id', '=', organizationId)
    .where('id', '=', chunkId)
    .execute();
  return packId;
}

/** Makes storage hold `bytes` where the chunk should be, as a damaged disk would. */
export async function replaceStoredChunk(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  chunkId: string,
  bytes: Buffer,
): Promise<void> {
  const at = await locationOf(db, organizationId, chunkId);
  if (!at?.pack_id) return storage.blobs.put(storage.chunkKey(organizationId, chunkId), bytes);
  const packId = await relocate(db, organizationId, chunkId, bytes.length);
  await storage.blobs.put(
    storage.packKey(organizationId, packId),
    Buffer.concat([Buffer.from('WPK1'), bytes]),
  );
}

/**
 * What a repack does before it removes the old pack: the chunks (their stored bytes) into a new pack,
 * its row and object stored, and each chunk's row pointed at it. Answers the new pack's id.
 */
export async function storeRepackedChunks(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  chunks: readonly EncodedChunk[],
): Promise<string> {
  const pack = buildPack(chunks);
  await db.kysely
    .insertInto('packs')
    .values({
      organization_id: organizationId,
      id: pack.id,
      status: 'ready',
      size: pack.data.length,
      chunk_count: chunks.length,
      created_at: nowIso(),
    })
    .execute();
  await storage.blobs.put(storage.packKey(organizationId, pack.id), pack.data);
  for (const entry of pack.entries) {
    await db.kysely
      .updateTable('chunks')
      .set({ pack_id: pack.id, pack_offset: entry.offset })
      .where('organization_id', '=', organizationId)
      .where('id', '=', entry.id)
      .execute();
  }
  return pack.id;
}

/** Makes the chunk's stored object absent, as a lost file would. */
export async function loseStoredChunk(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  chunkId: string,
): Promise<void> {
  const at = await locationOf(db, organizationId, chunkId);
  if (!at?.pack_id) return storage.blobs.delete(storage.chunkKey(organizationId, chunkId));
  await relocate(db, organizationId, chunkId, 100);
}

/** The ids (of those given) whose bytes are still in storage: in a pack's index or as their own object. */
export async function heldChunkIds(
  storage: BackupStorage,
  organizationId: number,
  chunkIds: readonly string[],
): Promise<Set<string>> {
  const wanted = new Set(chunkIds);
  const held = new Set<string>();
  const prefix = `${organizationId}/`;
  for await (const key of storage.blobs.list(prefix)) {
    const name = key.slice(prefix.length);
    if (isChunkId(name)) {
      if (wanted.has(name)) held.add(name);
      continue;
    }
    let entries: { id: string }[] = [];
    try {
      entries = readPackIndex(await storage.blobs.get(key));
    } catch {
      // A pack a test damaged on purpose has no index.
    }
    for (const entry of entries) if (wanted.has(entry.id)) held.add(entry.id);
  }
  return held;
}
