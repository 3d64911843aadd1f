// The console's alert calls: the list (within the caller's organisations, newest first, with
// filters), resetting an alert by hand and acknowledging it.
import { type AlertListQuery, alertListQuerySchema } from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations } from '../auth/org-scope.ts';
import { type Db, nowIso } from '../db/database.ts';
import { pageRows } from '../db/page-rows.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { type AlertRow, alertById, alertRows, presentAlert } from './alert-queries.ts';

export async function listAlerts(db: Db, auth: AuthContext, input: AlertListQuery) {
  const q = alertListQuerySchema.parse(input);
  let query = scopeToOrganizations(alertRows(db), 'a.organization_id', auth);
  if (q.state) query = query.where('a.state', '=', q.state);
  if (q.severity) query = query.where('a.severity', '=', q.severity);
  if (q.organizationId) query = query.where('a.organization_id', '=', q.organizationId);
  if (q.deviceId) query = query.where('a.device_id', '=', q.deviceId);
  return pageRows(query.orderBy('a.raised_at', 'desc').orderBy('a.id', 'desc'), q, presentAlert);
}

async function reload(db: Db, id: number) {
  const row = await alertById(db, id);
  if (!row) throw notFound('Alert');
  return presentAlert(row);
}

/** A reset by hand; if the condition still holds, the agent's next change of result raises it again. */
export async function resetByHand(db: Db, alert: AlertRow) {
  if (alert.state !== 'RAISED')
    throw conflict('The alert is already reset', { id: 'The alert is already reset' });
  const at = nowIso();
  await db.kysely
    .updateTable('alerts')
    .set({ state: 'RESET', reset_at: at, updated_at: at })
    .where('id', '=', alert.id)
    .execute();
  return reload(db, alert.id);
}

export async function acknowledge(db: Db, auth: AuthContext, alert: AlertRow) {
  const at = nowIso();
  await db.kysely
    .updateTable('alerts')
    .set({
      acknowledged_at: at,
      acknowledged_by_id: auth.user.id,
      acknowledged_by_name: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
      updated_at: at,
    })
    .where('id', '=', alert.id)
    .execute();
  return reload(db, alert.id);
}
