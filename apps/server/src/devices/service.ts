// Device queries: the paged search behind device search and destination pickers, one device, and
// the counts on the dashboards; and removing a device.
import { type DeviceQuery, deviceQuerySchema, type NodeClass } from '@warden/domain';
import type { z } from 'zod';
import type { AgentHub } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations } from '../auth/org-scope.ts';
import { type Db, nowIso } from '../db/database.ts';
import { reach } from '../http/scope/scope-guard.ts';
import { devicePage, onlineCutoff, whereDeviceMatches } from './device-filter.ts';
import { deviceRows } from './device-queries.ts';

function deviceQuery(db: Db, auth: AuthContext) {
  return scopeToOrganizations(deviceRows(db), 'd.organization_id', auth);
}

export async function queryDevices(
  db: Db,
  auth: AuthContext,
  q: z.output<typeof deviceQuerySchema> | DeviceQuery,
) {
  const p = deviceQuerySchema.parse(q);
  return devicePage(whereDeviceMatches(deviceQuery(db, auth), p), p);
}

/** A device the technician sees, for callers whose device id comes from a body or a link. */
export function getDevice(db: Db, auth: AuthContext, id: number) {
  return reach(db, { auth }, 'device', id);
}

export async function deviceSummary(db: Db, auth: AuthContext, organizationId?: number) {
  let query = deviceQuery(db, auth);
  if (organizationId) query = query.where('d.organization_id', '=', organizationId);
  const rows = await query
    .clearSelect()
    .select(['d.organization_id', 'o.name', 'd.node_class', 'd.last_contact'])
    .execute();
  const cutoff = onlineCutoff();
  const byOrg = new Map<number, { organizationId: number; name: string; total: number; online: number }>();
  const byClass = new Map<NodeClass, number>();
  let online = 0;
  for (const row of rows) {
    const isOn = row.last_contact !== null && row.last_contact >= cutoff;
    if (isOn) online++;
    const org = byOrg.get(row.organization_id) ?? {
      organizationId: row.organization_id,
      name: row.name,
      total: 0,
      online: 0,
    };
    org.total++;
    if (isOn) org.online++;
    byOrg.set(row.organization_id, org);
    byClass.set(row.node_class as NodeClass, (byClass.get(row.node_class as NodeClass) ?? 0) + 1);
  }
  return {
    total: rows.length,
    online,
    offline: rows.length - online,
    byClass: [...byClass].map(([nodeClass, total]) => ({ nodeClass, total })),
    byOrganization: [...byOrg.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Removes a device (docs/device-removal.md): its credential is cleared, so every agent call with it
 * answers 401, its open link closes at once, and work it will never report on ends as failed. The
 * row and its backup data stay; the device leaves every device query.
 */
export async function removeDevice(db: Db, hub: AgentHub, auth: AuthContext, id: number) {
  await getDevice(db, auth, id);
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('devices')
      .set({ removed_at: now, credential_hash: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('restore_jobs')
      .set({ status: 'failed', error: 'The destination device was removed.', updated_at: now })
      .where('destination_device_id', '=', id)
      .where('status', '=', 'processing')
      .execute();
    await trx
      .updateTable('backup_jobs')
      .set({ status: 'FAILED', error: 'The device was removed.', completed_at: now })
      .where('device_id', '=', id)
      .where('status', '=', 'RUNNING')
      .execute();
  });
  hub.disconnectRemoved(id);
  return { ok: true as const };
}
