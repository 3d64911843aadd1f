// Node approvals: the list per status, approving, rejecting (the agent is told to stop and its host
// name may not enrol again), clearing, and an organisation's approval mode.
import {
  type ApprovalListQuery,
  type ApprovalMode,
  approvalListQuerySchema,
  approvedFields,
  canClearApproval,
} from '@warden/domain';
import type { AgentHub } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { pageRows } from '../db/page-rows.ts';
import { removeDevice } from '../devices/service.ts';
import { badRequest, conflict } from '../http/api-error.ts';
import { approvalMode } from './approval-queries.ts';
import { presentApproval } from './presenter.ts';

function entryRows(db: Db, auth: AuthContext) {
  const query = db.kysely
    .selectFrom('node_approvals as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .selectAll('a')
    .select('o.name as organization_name');
  return scopeToOrganizations(query, 'a.organization_id', auth);
}

export async function listApprovals(db: Db, auth: AuthContext, input: ApprovalListQuery) {
  const q = approvalListQuerySchema.parse(input);
  let query = entryRows(db, auth).where('a.approval_status', '=', q.status);
  if (q.organizationId) query = query.where('a.organization_id', '=', q.organizationId);
  return pageRows(query.orderBy('a.display_name', 'asc').orderBy('a.id', 'asc'), q, presentApproval);
}

/** The named entries; the scope guard has already checked each exists within the caller's organisations. */
async function entriesOf(db: Db, ids: number[]) {
  return db.kysely.selectFrom('node_approvals').selectAll().where('id', 'in', ids).execute();
}

const decidedBy = (auth: AuthContext) => ({
  approval_status_by_app_user_name: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
  approval_status_by_app_user_id: auth.user.id,
  updated_at: nowIso(),
});

export async function approveEntries(db: Db, auth: AuthContext, ids: number[]) {
  const rows = await entriesOf(db, ids);
  const notPending = rows.filter((r) => r.approval_status !== 'PENDING');
  if (notPending.length) {
    throw conflict('Only pending entries can be approved', { ids: 'Only pending entries can be approved' });
  }
  for (const row of rows) {
    const fields = approvedFields({
      nodeApprovalType: row.node_approval_type,
      installationStatus: row.installation_status,
    });
    await db.kysely
      .updateTable('node_approvals')
      .set({
        approval_status: fields.approvalStatus,
        installation_status: fields.installationStatus,
        ...decidedBy(auth),
      })
      .where('id', '=', row.id)
      .execute();
  }
  return { ok: true as const };
}

/** Rejects from any tab: the device is removed, so its agent's link closes with the stop code. */
export async function rejectEntries(db: Db, hub: AgentHub, auth: AuthContext, ids: number[]) {
  const rows = await entriesOf(db, ids);
  for (const row of rows) {
    await db.kysely
      .updateTable('node_approvals')
      .set({ approval_status: 'REJECTED', ...decidedBy(auth) })
      .where('id', '=', row.id)
      .execute();
    if (row.device_id === null) continue;
    const device = await db.kysely
      .selectFrom('devices')
      .select('removed_at')
      .where('id', '=', row.device_id)
      .executeTakeFirst();
    if (device && device.removed_at === null) await removeDevice(db, hub, auth, row.device_id);
  }
  return { ok: true as const };
}

export async function clearEntries(db: Db, ids: number[]) {
  const rows = await entriesOf(db, ids);
  if (rows.some((r) => !canClearApproval(r.approval_status))) {
    throw badRequest('A pending entry must be approved or rejected before it is cleared', {
      ids: 'Pending entries cannot be cleared',
    });
  }
  await db.kysely.deleteFrom('node_approvals').where('id', 'in', ids).execute();
  return { ok: true as const };
}

export async function getApprovalMode(db: Db, organizationId: number) {
  return { organizationId, mode: await approvalMode(db.kysely, organizationId) };
}

export async function setApprovalMode(db: Db, organizationId: number, mode: ApprovalMode) {
  const now = nowIso();
  await db.kysely
    .insertInto('organization_approval_settings')
    .values({ organization_id: organizationId, mode, updated_at: now })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ mode, updated_at: now }))
    .execute();
  return { organizationId, mode };
}
