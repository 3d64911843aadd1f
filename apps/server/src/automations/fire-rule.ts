// Fires one rule on one ticket inside the caller's transaction: runs its actions in order, each in a
// savepoint so a failing one is undone alone and recorded, and records the firing (rule_firings):
// up front when an action links deliveries to it, else in one insert once the outcomes are known.
// Answers the ticket changes the actions made, for the event runner to pass down the chain.
import type { AutomationRule, FiringEvent, firingStatuses, RuleAction } from '@warden/domain';
import { sql } from 'kysely';
import { type Db, nowIso } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { TicketActor, TicketChange } from '../tickets/ticket-events.ts';
import type { ActionOutcome, CurrentUser } from './actions/action-context.ts';
import { runAction } from './actions/run-action.ts';
import { placeholderValues } from './placeholder-values.ts';

export interface FireDeps {
  /** The server's public URL, for links in messages. */
  publicUrl: string;
}

export interface FireTrigger {
  event: FiringEvent;
  /** 0 for a person's change, the sweep or a template; one more per rule above it in the chain. */
  depth: number;
  /** Whoever the rule runs for; none for time-based rules. */
  currentUser?: CurrentUser | null;
}

export interface FiringResult {
  firingId: number;
  status: (typeof firingStatuses)[number];
  changes: TicketChange[];
}

/** An action's record in the firing: what the API shows, and the deliveries to look up. */
export type RecordedAction = Omit<ActionOutcome, 'changes'> & { type: string };

export const MAX_ERROR = 500;
/** The actions whose deliveries point at the firing, so its row must exist before they run. */
const LINKS_FIRING: ReadonlySet<RuleAction['type']> = new Set(['SEND_EMAIL', 'SEND_NOTIFICATION']);

export const ruleActor = (rule: Pick<AutomationRule, 'id' | 'name'>): TicketActor => ({
  kind: 'AUTOMATION',
  uid: null,
  name: rule.name,
  ruleId: rule.id,
});

function statusOf(actions: RecordedAction[]): FiringResult['status'] {
  const failed = actions.filter((a) => a.status === 'FAILED').length;
  if (failed === 0) return 'SUCCEEDED';
  return failed === actions.length ? 'FAILED' : 'PARTIAL';
}

/** An action's failure as the firing shows it: a refused value names its field. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.fields) {
    const fields = Object.entries(err.fields).map(([field, message]) => `${field}: ${message}`);
    return `${err.message} (${fields.join('; ')})`;
  }
  if (err && typeof err === 'object' && 'issues' in err && Array.isArray(err.issues)) {
    return err.issues
      .map((i: { path: unknown[]; message: string }) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
  }
  return err instanceof Error ? err.message : String(err);
}

export async function recordFiring(
  tdb: Db,
  values: { ruleId: number; ticketId: number; event: FiringEvent; depth: number; now: string },
  outcome: { status: FiringResult['status']; actions: unknown[]; error: string | null } = {
    status: 'SUCCEEDED',
    actions: [],
    error: null,
  },
): Promise<number> {
  const { id } = await tdb.kysely
    .insertInto('rule_firings')
    .values({
      rule_id: values.ruleId,
      ticket_id: values.ticketId,
      event: values.event,
      depth: values.depth,
      status: outcome.status,
      actions: JSON.stringify(outcome.actions),
      error: outcome.error,
      fired_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function fireRule(
  tdb: Db,
  deps: FireDeps,
  rule: AutomationRule,
  ticketId: number,
  trigger: FireTrigger,
): Promise<FiringResult> {
  const now = nowIso();
  const firing = { ruleId: rule.id, ticketId, event: trigger.event, depth: trigger.depth, now };
  let firingId = rule.actions.some((a) => LINKS_FIRING.has(a.type)) ? await recordFiring(tdb, firing) : null;
  const currentUser = trigger.currentUser ?? null;
  const ctx = {
    tdb,
    rule,
    ticketId,
    get firingId(): number {
      if (firingId === null) throw new Error('This action links to its firing; list it in LINKS_FIRING');
      return firingId;
    },
    event: trigger.event,
    currentUser,
    actor: ruleActor(rule),
    publicUrl: deps.publicUrl,
    now,
    placeholders: () =>
      placeholderValues(tdb, ticketId, { publicUrl: deps.publicUrl, currentUserUid: currentUser?.uid }),
  };
  const recorded: RecordedAction[] = [];
  const changes: TicketChange[] = [];
  for (const action of rule.actions) {
    // One name for all: a nested firing's savepoints are released before the outer one's, and a
    // fixed text stays prepared.
    const savepoint = sql.raw('rule_action');
    await sql`savepoint ${savepoint}`.execute(tdb.kysely);
    try {
      const { changes: made, ...outcome } = await runAction(ctx, action);
      await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
      recorded.push({ type: action.type, ...outcome });
      changes.push(...(made ?? []));
    } catch (err) {
      await sql`rollback to savepoint ${savepoint}`.execute(tdb.kysely);
      await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
      recorded.push({ type: action.type, status: 'FAILED', error: errorText(err).slice(0, MAX_ERROR) });
    }
  }
  const status = statusOf(recorded);
  const firstError = recorded.find((a) => a.error)?.error ?? null;
  const outcome = { status, actions: recorded, error: firstError };
  if (firingId === null) firingId = await recordFiring(tdb, firing, outcome);
  else
    await tdb.kysely
      .updateTable('rule_firings')
      .set({ status, actions: JSON.stringify(recorded), error: firstError })
      .where('id', '=', firingId)
      .execute();
  return { firingId, status, changes };
}
