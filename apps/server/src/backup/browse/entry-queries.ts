// Queries of a plan's backed-up entries and revisions that several features share: the visible entry
// of a plan, and the visible revision of a plan with its entry's name and type.
import type { Db } from '../../db/database.ts';

/** A file or folder of the plan that is not hidden; undefined otherwise. */
export function entryOfPlan(db: Db, planId: number, entryId: number) {
  return db.kysely
    .selectFrom('backup_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('plan_id', '=', planId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

/** A revision of the plan that is not hidden, with its entry's name and type; undefined otherwise. */
export function visibleRevisionOfPlan(db: Db, planId: number, revisionId: number) {
  return db.kysely
    .selectFrom('file_revisions as r')
    .innerJoin('backup_entries as e', 'e.id', 'r.entry_id')
    .select(['r.id', 'r.entry_id', 'r.size', 'r.on_cloud', 'r.deleted_marker', 'e.name', 'e.type'])
    .where('r.id', '=', revisionId)
    .where('r.plan_id', '=', planId)
    .where('r.hidden_at', 'is', null)
    .where('e.hidden_at', 'is', null)
    .executeTakeFirst();
}
