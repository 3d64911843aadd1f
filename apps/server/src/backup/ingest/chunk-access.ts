// Which chunks a device agent may download: those of its own device's revisions, and those of the
// backed-up plan an open restore job addressed to it restores from. Any other chunk of its
// organisation is none of its business.
import type { Db } from '../../db/database.ts';

export async function deviceMayReadChunk(db: Db, deviceId: number, chunkId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('revision_chunks as rc')
    .innerJoin('file_revisions as r', 'r.id', 'rc.revision_id')
    .innerJoin('backup_plans as p', 'p.id', 'r.plan_id')
    .select('rc.revision_id')
    .where('rc.chunk_id', '=', chunkId)
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
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
