// Rule firings as the API answers them, with how their deliveries ended: a queued e-mail or
// notification shows as done once sent, and as failed (with the mail server's answer) once the
// delivery worker gave up, so a firing tells what really happened after its transaction.
import type { Firing } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RuleFiringTable } from '../db/schema-helpdesk.ts';
import { deliveriesOfFiring, type FiringDelivery } from '../notifications/delivery-queue.ts';
import type { RecordedAction } from './fire-rule.ts';

type FiringRow = Selectable<RuleFiringTable>;
type FiringAction = Firing['actions'][number];

function withDeliveries(action: RecordedAction, deliveries: Map<number, FiringDelivery>): FiringAction {
  const { type, status, detail, error } = action;
  const base = { type, status, ...(detail ? { detail } : {}), ...(error ? { error } : {}) } as FiringAction;
  const mine = (action.deliveryIds ?? []).map((id) => deliveries.get(id)).filter((d) => d !== undefined);
  if (status !== 'QUEUED' || mine.length === 0) return base;
  const failed = mine.find((d) => d.status === 'FAILED');
  if (failed)
    return { ...base, status: 'FAILED', error: `${failed.recipient}: ${failed.lastError ?? 'not sent'}` };
  if (mine.every((d) => d.status === 'SENT')) return { ...base, status: 'DONE' };
  const retrying = mine.find((d) => d.lastError);
  return retrying ? { ...base, error: `Retrying ${retrying.recipient}: ${retrying.lastError}` } : base;
}

/** Only deliveries can change a firing's outcome after it was recorded; a chain's stop, say, stays. */
function firingStatus(
  recorded: RecordedAction[],
  actions: FiringAction[],
  status: Firing['status'],
): Firing['status'] {
  if (!recorded.some((a) => a.status === 'QUEUED')) return status;
  const failed = actions.filter((a) => a.status === 'FAILED').length;
  if (failed === 0) return 'SUCCEEDED';
  return failed === actions.length ? 'FAILED' : 'PARTIAL';
}

/** The rows in the order given, with their rules' names and their deliveries' outcomes. */
export async function presentFirings(db: Db, rows: FiringRow[]): Promise<Firing[]> {
  if (rows.length === 0) return [];
  const ruleIds = [...new Set(rows.map((r) => r.rule_id))];
  const rules = await db.kysely
    .selectFrom('automation_rules')
    .select(['id', 'name'])
    .where('id', 'in', ruleIds)
    .execute();
  const names = new Map(rules.map((r) => [r.id, r.name]));
  const deliveries = new Map(
    (
      await deliveriesOfFiring(
        db,
        rows.map((r) => r.id),
      )
    ).map((d) => [d.id, d]),
  );
  return rows.map((row) => {
    const recorded = JSON.parse(row.actions) as RecordedAction[];
    const actions = recorded.map((a) => withDeliveries(a, deliveries));
    return {
      id: row.id,
      ruleId: row.rule_id,
      ruleName: names.get(row.rule_id) ?? '',
      ticketId: row.ticket_id,
      event: row.event as Firing['event'],
      depth: row.depth,
      firedAt: row.fired_at,
      status: firingStatus(recorded, actions, row.status as Firing['status']),
      actions,
    };
  });
}

export async function firingById(db: Db, id: number): Promise<Firing | undefined> {
  const row = await db.kysely.selectFrom('rule_firings').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await presentFirings(db, [row]))[0] : undefined;
}
