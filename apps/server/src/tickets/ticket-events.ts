// The ticket change pipeline's hook: every change (created, updated, commented) is described once and
// handed to the listeners inside the change's transaction, so what they do commits or rolls back with it.
import type { ActorKind } from '@warden/domain';
import type { Db } from '../db/database.ts';

/** Who made a change; ruleId when a rule's action made it. */
export interface TicketActor {
  kind: ActorKind;
  uid: string | null;
  name: string;
  userId?: number;
  ruleId?: number;
}

export interface TicketChange {
  ticketId: number;
  event: 'INSERT' | 'UPDATE' | 'COMMENT';
  /**
   * Condition field key -> old/new, e.g. status (ids), priority, severity, type, source, summary,
   * description, organization, location, requester (uid), assignee (uid), tags (ids), form, cc,
   * attribute:{id}; INSERT has old null.
   */
  diff: Record<string, { old: unknown; new: unknown }>;
  comment?: { id: number; isPublic: boolean; authorKind: ActorKind; authorUid: string | null };
  actor: TicketActor;
  /** 0 for the change a person or a message made; each rule action's change is one deeper. */
  depth: number;
  /** Rules that already fired in this chain, so none fires twice on its own consequences. */
  firedRules: Set<number>;
}

/**
 * tdb's kysely is the open transaction. A listener may also take many changes (on different tickets)
 * at once, `many`, to read once what each change would read again; without it each is told in turn.
 */
export type TicketEventListener = ((tdb: Db, change: TicketChange) => Promise<void>) & {
  many?: (tdb: Db, changes: TicketChange[]) => Promise<void>;
};

/** A listener with its way of hearing many changes at once. */
export function batchListener(
  one: (tdb: Db, change: TicketChange) => Promise<void>,
  many: (tdb: Db, changes: TicketChange[]) => Promise<void>,
): TicketEventListener {
  return Object.assign(one, { many });
}

export class TicketEvents {
  private readonly listeners: TicketEventListener[] = [];

  on(listener: TicketEventListener): void {
    this.listeners.push(listener);
  }

  /** Runs the listeners in turn; one that throws aborts the change (its transaction rolls back). */
  async emit(tdb: Db, change: TicketChange): Promise<void> {
    for (const listener of this.listeners) await listener(tdb, change);
  }

  /**
   * Tells each listener, in turn, of changes to different tickets: the time sweep's batch. One that
   * throws aborts them all; the caller then tells them one ticket at a time.
   */
  async emitMany(tdb: Db, changes: TicketChange[]): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.listeners) {
      if (listener.many) await listener.many(tdb, changes);
      else for (const change of changes) await listener(tdb, change);
    }
  }
}
