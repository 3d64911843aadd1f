// Finds a device's plan for a browse call, within the technician's organisations, or answers 404;
// and the visible entries and revisions of that plan.
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Db } from '../../db/database.ts';
import { getDevice } from '../../devices/service.ts';
import { notFound } from '../../http/api-error.ts';

export async function planOfDevice(db: Db, auth: AuthContext, nodeId: number, planId: number) {
  const device = await getDevice(db, auth, nodeId);
  const plan = await db.kysely
    .selectFrom('backup_plans')
    .selectAll()
    .where('id', '=', planId)
    .where('device_id', '=', nodeId)
    .executeTakeFirst();
  if (!plan) throw notFound('Backup plan');
  return { device, plan };
}

export async function entryOfPlan(db: Db, planId: number, entryId: number, what = 'Folder') {
  const entry = await db.kysely
    .selectFrom('backup_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('plan_id', '=', planId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!entry) throw notFound(what);
  return entry;
}

/** A revision of the plan that is not hidden, with its entry's name and type; undefined otherwise. */
export function visibleRevisionOfPlan(db: Db, planId: number, revisionId: number) {
  return db.kysely
    .selectFrom('file_revisions as r')
    .innerJoin('backup_entries as e', 'e.id', 'r.entry_id')
    .select(['r.id', 'r.size', 'r.on_cloud', 'r.deleted_marker', 'e.name', 'e.type'])
    .where('r.id', '=', revisionId)
    .where('r.plan_id', '=', planId)
    .where('r.hidden_at', 'is', null)
    .where('e.hidden_at', 'is', null)
    .executeTakeFirst();
}
