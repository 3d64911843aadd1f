// What every action module is given (the open transaction, the rule, the ticket, who it runs for)
// and what it answers: its outcome for the firing record, and the ticket changes it made.
import type { AutomationRule, FiringEvent, firingActionStatuses } from '@warden/domain';
import type { Db } from '../../db/database.ts';
import type { TicketActor, TicketChange } from '../../tickets/ticket-events.ts';

/** Whoever the rule runs for: the person whose change set it off, or who applied the template. */
export interface CurrentUser {
  uid: string | null;
  /** Set when the current user is a technician. */
  userId?: number;
}

export interface ActionContext {
  /** tdb.kysely is the change's open transaction. */
  tdb: Db;
  rule: AutomationRule;
  ticketId: number;
  firingId: number;
  event: FiringEvent;
  currentUser: CurrentUser | null;
  /** The rule as the author of what its actions write. */
  actor: TicketActor;
  publicUrl: string;
  now: string;
  /** The ticket's placeholder values, read when asked for, so earlier actions' changes show. */
  placeholders: () => Promise<Record<string, string>>;
}

export type ActionStatus = (typeof firingActionStatuses)[number];

export interface ActionOutcome {
  status: ActionStatus;
  detail?: string;
  error?: string;
  /** The deliveries it enqueued, so the firing can show how they ended. */
  deliveryIds?: number[];
  changes?: TicketChange[];
}
