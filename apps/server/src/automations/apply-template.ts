// Applying a response template to a ticket by hand: the template fires as a MANUAL event with the
// caller as its current user, in one transaction with the event rules its changes set off.
import type { Firing } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { ticketById } from '../tickets/ticket-queries.ts';
import { emitDown, startChain } from './event-runner.ts';
import { fireRule } from './fire-rule.ts';
import { firingById } from './firing-view.ts';
import { findRule } from './rule-queries.ts';

export async function applyTemplate(
  app: FastifyInstance,
  auth: AuthContext,
  ticketId: number,
  templateId: number,
): Promise<Firing> {
  const rule = await findRule(app.db, templateId);
  if (!rule || rule.automationType !== 'RESPONSE_TEMPLATE') throw notFound('Response template');
  if (!rule.enabled) throw conflict('This response template is disabled');
  const currentUser = { uid: auth.user.uid, userId: auth.user.id };
  const firingId = await app.db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { kysely: trx, dialect: app.db.dialect };
    if (!(await ticketById(tdb, ticketId))) throw notFound('Ticket');
    const fired = await fireRule(tdb, { publicUrl: app.config.publicUrl }, rule, ticketId, {
      event: 'MANUAL',
      depth: 0,
      currentUser,
    });
    await emitDown(tdb, app.ticketEvents, fired.changes, {
      depth: 0,
      firedRules: startChain(currentUser, [rule.id]),
    });
    return fired.firingId;
  });
  void app.deliveries?.kick();
  return (await firingById(app.db, firingId)) as Firing;
}
