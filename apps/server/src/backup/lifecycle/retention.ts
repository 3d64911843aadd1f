// Plan retention: keep the newest keepRevisions revisions of each file (or volume) and drop those older
// than keepDays, always keeping the newest. Deletion records older than every kept revision go too.
// Run by the lifecycle sweep; chunks are left to the garbage collection that follows.
import { retentionSchema } from '@warden/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60_000;

type Retention = z.output<typeof retentionSchema>;

function expiredRevisions(db: Db, planId: number, retention: Retention, now: Date) {
  const ranked = db.kysely
    .selectFrom('file_revisions')
    .select(['id', 'entry_id', 'created_at'])
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('entry_id').orderBy('id', 'desc'))
        .as('rank'),
    )
    .where('plan_id', '=', planId)
    .where('hidden_at', 'is', null)
    .where('deleted_marker', '=', 0);
  const cutoff = new Date(now.getTime() - retention.keepDays * DAY_MS).toISOString();
  return db.kysely
    .selectFrom(ranked.as('t'))
    .select(['t.id', 't.entry_id'])
    .where('t.rank', '>', 1)
    .where((eb) =>
      retention.keepDays > 0
        ? eb.or([eb('t.rank', '>', retention.keepRevisions), eb('t.created_at', '<', cutoff)])
        : eb('t.rank', '>', retention.keepRevisions),
    )
    .limit(BATCH)
    .execute();
}

/** Applies one plan's retention; answers how many revisions it removed. */
export async function applyRetention(
  db: Db,
  planId: number,
  retention: Retention,
  now: Date,
): Promise<number> {
  let removed = 0;
  const touched = new Set<number>();
  for (;;) {
    const rows = await expiredRevisions(db, planId, retention, now);
    if (rows.length === 0) break;
    for (const r of rows) touched.add(r.entry_id);
    await db.kysely
      .deleteFrom('file_revisions')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    removed += rows.length;
  }
  const entries = [...touched];
  for (let i = 0; i < entries.length; i += BATCH) {
    const ids = entries.slice(i, i + BATCH);
    const markers = await db.kysely
      .deleteFrom('file_revisions')
      .where('entry_id', 'in', ids)
      .where('deleted_marker', '=', 1)
      .where('hidden_at', 'is', null)
      .where((eb) =>
        eb(
          'id',
          '<',
          eb
            .selectFrom('file_revisions as kept')
            .select((s) => s.fn.min('kept.id').as('first'))
            .whereRef('kept.entry_id', '=', 'file_revisions.entry_id')
            .where('kept.deleted_marker', '=', 0),
        ),
      )
      .executeTakeFirst();
    removed += Number(markers.numDeletedRows);
    await db.kysely
      .updateTable('backup_entries')
      .set((eb) => ({
        backup_size: eb.fn.coalesce(
          eb
            .selectFrom('file_revisions as r')
            .select((s) => s.fn.sum<number>('r.stored_size').as('bytes'))
            .whereRef('r.entry_id', '=', 'backup_entries.id'),
          eb.lit(0),
        ),
      }))
      .where('id', 'in', ids)
      .execute();
  }
  return removed;
}

/** Every plan's retention, as stored with the plan; a plan whose retention does not parse is skipped. */
export async function applyAllRetention(db: Db, now: Date): Promise<number> {
  const plans = await db.kysely.selectFrom('backup_plans').select(['id', 'retention']).execute();
  let removed = 0;
  for (const plan of plans) {
    let parsed: ReturnType<typeof retentionSchema.safeParse>;
    try {
      parsed = retentionSchema.safeParse(JSON.parse(plan.retention));
    } catch {
      continue;
    }
    if (parsed.success) removed += await applyRetention(db, plan.id, parsed.data, now);
  }
  return removed;
}
