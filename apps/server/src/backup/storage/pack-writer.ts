// Stores uploaded chunks as packs: the chunks the organisation does not hold yet are grouped into packs
// of a few MiB, each written and synced as one object, then recorded (pack and chunk rows) in one
// transaction. The pack row goes in first as 'writing', so an object a crash leaves behind is found
// by the garbage collection and never referenced by a chunk.
import { buildPackParts, type EncodedChunk, groupIntoPacks } from '@warden/store';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { BackupStorage } from './backup-storage.ts';

export interface VerifiedChunk extends EncodedChunk {
  plainSize: number;
}

async function knownIds(db: Db, organizationId: number, ids: string[]): Promise<Set<string>> {
  const rows = await inBatches(ids, (batch) =>
    db.kysely
      .selectFrom('chunks')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', 'in', batch)
      .execute(),
  );
  return new Set(rows.map((r) => r.id));
}

async function writePack(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  chunks: VerifiedChunk[],
): Promise<string[]> {
  // Written from its pieces: the chunks are not copied into one buffer first.
  const pack = buildPackParts(chunks);
  const key = storage.packKey(organizationId, pack.id);
  const packRow = { organization_id: organizationId, id: pack.id };
  await db.kysely
    .insertInto('packs')
    .values({
      ...packRow,
      status: 'writing',
      size: pack.size,
      chunk_count: pack.entries.length,
      created_at: nowIso(),
    })
    .execute();
  try {
    await storage.blobs.put(key, pack.parts);
  } catch (error) {
    await storage.blobs.delete(key).catch(() => undefined);
    await db.kysely
      .deleteFrom('packs')
      .where('organization_id', '=', organizationId)
      .where('id', '=', pack.id)
      .execute();
    throw error;
  }
  const now = nowIso();
  const rows = chunks.map((chunk, i) => ({
    organization_id: organizationId,
    id: chunk.id,
    plain_size: chunk.plainSize,
    stored_size: chunk.data.length,
    created_at: now,
    pack_id: pack.id,
    pack_offset: pack.entries[i]!.offset,
  }));
  const stored: string[] = [];
  await db.kysely.transaction().execute(async (trx) => {
    // A chunk another upload recorded meanwhile keeps its row; its copy here is dead space.
    const inserted = await insertRows({ ...db, kysely: trx }, 'chunks', rows, {
      skipConflicts: ['organization_id', 'id'],
      returning: ['id'],
    });
    for (const r of inserted) stored.push(r.id);
    await trx
      .updateTable('packs')
      .set({ status: 'ready' })
      .where('organization_id', '=', organizationId)
      .where('id', '=', pack.id)
      .execute();
  });
  if (stored.length === 0) {
    // Every chunk arrived by another upload meanwhile: nothing points at this pack.
    await storage.blobs.delete(key);
    await db.kysely
      .deleteFrom('packs')
      .where('organization_id', '=', organizationId)
      .where('id', '=', pack.id)
      .execute();
  }
  return stored;
}

/** Stores the chunks the organisation lacks (verified by the caller); answers the ids newly stored. */
export async function storeChunks(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  chunks: readonly VerifiedChunk[],
): Promise<Set<string>> {
  const known = await knownIds(db, organizationId, [...new Set(chunks.map((c) => c.id))]);
  const fresh = chunks.filter((c) => !known.has(c.id));
  const stored = new Set<string>();
  for (const group of groupIntoPacks(fresh)) {
    for (const id of await writePack(db, storage, organizationId, group as VerifiedChunk[])) stored.add(id);
  }
  return stored;
}
