// Run lists: all the caller sees, of an organisation or of a device, newest first; and the queue of
// runs waiting for their device, oldest first.
import { pageOf, type ScriptRunStatus } from '@warden/domain';
import type { AuthContext } from '../../auth/auth-context.ts';
import { scopeToOrganizations } from '../../auth/org-scope.ts';
import { countRows } from '../../db/count-rows.ts';
import type { Db } from '../../db/database.ts';
import { presentScriptRun } from './presenter.ts';
import { scriptRunRows } from './run-queries.ts';

export interface RunFilters {
  deviceId?: number;
  organizationId?: number;
  scriptId?: number;
  status?: ScriptRunStatus;
  page: number;
  size: number;
}

export async function listRuns(db: Db, auth: AuthContext, f: RunFilters, order: 'newest' | 'oldest') {
  let q = scopeToOrganizations(scriptRunRows(db), 'r.organization_id', auth);
  if (f.deviceId !== undefined) q = q.where('r.device_id', '=', f.deviceId);
  if (f.organizationId !== undefined) q = q.where('r.organization_id', '=', f.organizationId);
  if (f.scriptId !== undefined) q = q.where('r.script_id', '=', f.scriptId);
  if (f.status !== undefined) q = q.where('r.status', '=', f.status);
  const total = await countRows(q);
  const rows = await q
    .orderBy('r.id', order === 'newest' ? 'desc' : 'asc')
    .limit(f.size)
    .offset(f.page * f.size)
    .execute();
  return pageOf(rows.map(presentScriptRun), total, f.size);
}
