// Ticket routes: the list, one ticket, create and change, comments, history, time entries and the
// problem picker. Changes go through the ticket services, so the rule engine hears of each.
import { pageOf, ticketsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { reach } from '../http/scope/scope-guard.ts';
import { assertTicketingEnabled } from '../ticketing/ticketing-settings.ts';
import { addComment, ticketComments } from './comment-service.ts';
import { mentionCandidateRoutes } from './mention-candidates.ts';
import { ticketsPolicy } from './policy.ts';
import { presentTicket, presentTicketRows } from './presenter.ts';
import type { TicketActor } from './ticket-events.ts';
import { ticketHistory } from './ticket-history.ts';
import { type BoardFilter, listTickets } from './ticket-list.ts';
import { searchProblems, ticketById } from './ticket-queries.ts';
import { createTicket, ticketDeps, updateTicket } from './ticket-service.ts';
import { addTimeEntry, timeEntries } from './time-entries.ts';

export function technicianActor(auth: AuthContext): TicketActor {
  const name = `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
  return { kind: 'TECHNICIAN', uid: auth.user.uid, name, userId: auth.user.id };
}

/** boardFilter: the rule engine's board lookup, for the list's boardId. */
export function ticketRoutesWith(hooks: { boardFilter?: BoardFilter }) {
  return async function ticketRoutes(app: FastifyInstance) {
    const deps = ticketDeps(app);
    await mentionCandidateRoutes(app);

    const present = async (ticketId: number) => {
      const row = await ticketById(app.db, ticketId);
      if (!row) throw notFound('Ticket');
      return presentTicket(app.db, row);
    };
    /** A parent problem is named like any ticket: out of the caller's reach is a 404. */
    const reachParent = async (auth: AuthContext, parentTicketId: number | null | undefined) => {
      if (parentTicketId != null) await reach(app.db, { auth }, 'ticket', parentTicketId);
    };

    route(app, ticketsApi.list, ticketsPolicy.list, async ({ query, auth }) => {
      const { rows, total } = await listTickets(app.db, auth, query, hooks.boardFilter);
      return pageOf(await presentTicketRows(app.db, rows), total, query.size);
    });

    route(app, ticketsApi.get, ticketsPolicy.get, async ({ entity }) =>
      presentTicket(app.db, entity('ticket')),
    );

    route(app, ticketsApi.create, ticketsPolicy.create, async ({ body, auth }) => {
      await assertTicketingEnabled(app.db);
      await reachParent(auth, body.parentTicketId);
      const change = await createTicket(deps, technicianActor(auth), body);
      return present(change.ticketId);
    });

    route(app, ticketsApi.update, ticketsPolicy.update, async ({ body, auth, entity }) => {
      await reachParent(auth, body.parentTicketId);
      const change = await updateTicket(deps, technicianActor(auth), entity('ticket').id, body);
      return present(change.ticketId);
    });

    route(app, ticketsApi.comments, ticketsPolicy.comments, async ({ entity }) =>
      ticketComments(app.db, entity('ticket').id),
    );

    route(app, ticketsApi.addComment, ticketsPolicy.addComment, async ({ body, auth, entity }) => {
      const change = await addComment(deps, technicianActor(auth), entity('ticket').id, body);
      const comments = await ticketComments(app.db, change.ticketId);
      return comments.find((c) => c.id === change.comment?.id)!;
    });

    route(app, ticketsApi.history, ticketsPolicy.history, async ({ query, entity }) =>
      ticketHistory(app.db, entity('ticket').id, query),
    );

    route(app, ticketsApi.timeEntries, ticketsPolicy.timeEntries, async ({ entity }) =>
      timeEntries(app.db, entity('ticket').id),
    );

    route(app, ticketsApi.addTimeEntry, ticketsPolicy.addTimeEntry, async ({ body, auth, entity }) =>
      addTimeEntry(app.db, auth.user.id, entity('ticket').id, body),
    );

    route(app, ticketsApi.problems, ticketsPolicy.problems, async ({ query, auth }) => {
      const { rows, total } = await searchProblems(app.db, auth, query);
      return pageOf(rows, total, query.size);
    });
  };
}

export const ticketRoutes = ticketRoutesWith({});
