// Creating and changing tickets, whoever does it (a technician, inbound mail, the API): one
// transaction writes the change and hands it to the ticket event listeners (the rule engine), so a
// change and everything the rules do about it commit or roll back together.
import {
  type TicketCreateInput,
  type TicketSource,
  ticketCreateSchema,
  ticketPatchSchema,
} from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Db, nowIso } from '../db/database.ts';
import { checkedInput } from './checked-input.ts';
import type { TicketActor, TicketChange, TicketEvents } from './ticket-events.ts';
import { applyTicketPatch, insertTicket } from './ticket-writer.ts';

export interface TicketDeps {
  db: Db;
  events: TicketEvents;
  /** Runs once the change is committed (wakes the delivery worker, for one). */
  afterCommit?: () => void;
}

/** The app's pipeline; after a commit the delivery worker sends what the change's rules queued. */
export function ticketDeps(app: FastifyInstance): TicketDeps {
  return {
    db: app.db,
    events: app.ticketEvents,
    afterCommit: () => {
      app.deliveries?.kick().catch((err) => app.log.warn({ err }, 'delivery pass failed'));
    },
  };
}

/** Runs a write and its listeners in one transaction; afterCommit only when it committed. */
export async function inTicketTransaction(
  deps: TicketDeps,
  write: (tdb: Db) => Promise<TicketChange>,
): Promise<TicketChange> {
  const change = await deps.db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { kysely: trx, dialect: deps.db.dialect };
    const written = await write(tdb);
    if (written.event !== 'UPDATE' || Object.keys(written.diff).length > 0) {
      await deps.events.emit(tdb, written);
    }
    return written;
  });
  deps.afterCommit?.();
  return change;
}

/** source defaults from the actor: a technician's ticket is TECHNICIAN, mail's EMAIL. */
export async function createTicket(
  deps: TicketDeps,
  actor: TicketActor,
  input: TicketCreateInput & { source?: TicketSource },
): Promise<TicketChange> {
  const { source, ...fields } = input;
  const ticket = { ...checkedInput(ticketCreateSchema, fields, 'ticket'), ...(source ? { source } : {}) };
  return inTicketTransaction(deps, (tdb) => insertTicket(tdb, actor, ticket, nowIso()));
}

/** Only the fields named change; a change that changes nothing writes and emits nothing. */
export async function updateTicket(
  deps: TicketDeps,
  actor: TicketActor,
  ticketId: number,
  patch: z.input<typeof ticketPatchSchema>,
): Promise<TicketChange> {
  const checked = checkedInput(ticketPatchSchema, patch, 'ticket change');
  return inTicketTransaction(deps, (tdb) => applyTicketPatch(tdb, actor, ticketId, checked, nowIso()));
}
