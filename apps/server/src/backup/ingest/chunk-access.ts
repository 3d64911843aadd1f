// Which chunks a device agent may download: those of its own device's revisions, and those of the
// backed-up plan an open restore job addressed to it restores from. Any other chunk of its
// organisation is none of its business.
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';

export async function deviceMayReadChunk(db: Db, deviceId: number, chunkId: string): Promise<boolean> {
  return (await chunksDeviceMayRead(db, deviceId, [chunkId])).has(chunkId);
}

/** Of these chunk ids, those the device may read. */
export async function chunksDeviceMayRead(
  db: Db,
  deviceId: number,
  chunkIds: readonly string[],
): Promise<Set<string>> {
  const rows = await inBatches([...new Set(chunkIds)], (batch) =>
    db.kysely
      .selectFrom('revision_chunks as rc')
      .innerJoin('file_revisions as r', 'r.id', 'rc.revision_id')
      .innerJoin('backup_plans as p', 'p.id', 'r.plan_id')
      .select('rc.chunk_id')
      .distinct()
      .where('rc.chunk_id', 'in', batch)
      .where((eb) =>
        eb.or([
          eb('p.device_id', '=', deviceId),
          eb.exists(
            eb
              .selectFrom('restore_jobs as j')
              .select('j.id')
              .whereRef('j.source_plan_id', '=', 'r.plan_id')
              .where('j.destination_device_id', '=', deviceId)
              .where('j.status', '=', 'processing'),
          ),
        ]),
      )
      .execute(),
  );
  return new Set(rows.map((r) => r.chunk_id));
}
