// Walks every registered route that names an entity and proves the organisation scope holds: two
// organisations with real devices, backups, a restore job, a location, a role and a technician; a
// technician with every permission but limited to the second organisation calls each route with the
// first one's real ids and must get 404 or 403. The route list comes from the server, so a route is
// covered the day it is registered; a kind of entity without a fixture here fails the walk.
import { permissions } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlert } from '../../alerts/alert-store.ts';
import type { ApiRouteInfo } from '../../app.ts';
import { loadAuthContext } from '../../auth/auth-context.ts';
import { createSession } from '../../auth/session-store.ts';
import { agentCaller, BackupFixture, restoreInput } from '../../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { resolveScope, type ScopeDecl } from './scope-guard.ts';
import type { ScopeKind } from './scope-kinds.ts';

/** Every entity of the first organisation carries this in its name, so lists can be searched for it. */
const MARK = 'zq-scope-secret';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const routes = [...t.app.apiRoutes];
const key = (r: ApiRouteInfo) => `${r.method} ${r.url}`;
const scopeOf = (r: ApiRouteInfo): ScopeDecl => (r.access && 'scope' in r.access && r.access.scope) || {};
const names = (r: ApiRouteInfo) => Object.values(scopeOf(r)).some((kind) => kind !== 'unscoped');
const isAgent = (r: ApiRouteInfo) => r.access !== undefined && 'agent' in r.access;

/** Ids of the first organisation's entities, by kind. */
const ids = {} as Record<ScopeKind, number | string>;
let outsider: TestClient;
let deviceB: BackupFixture;

async function idOf(
  table: 'backup_entries' | 'file_revisions' | 'backup_jobs',
  where: Record<string, unknown>,
) {
  let q = t.app.db.kysely.selectFrom(table).select('id');
  // biome-ignore lint/suspicious/noExplicitAny: the test names columns of the table it reads
  for (const [column, value] of Object.entries(where)) q = q.where(column as any, '=', value);
  return (await q.orderBy('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  const orgA = (await t.admin.post('/api/organizations', { name: `Org ${MARK}` })).json().id as number;
  const orgB = (await t.admin.post('/api/organizations', { name: 'Org B' })).json().id as number;
  const a = await BackupFixture.withPlan(t, { organizationId: orgA, hostname: `host-${MARK}` });
  const destination = await BackupFixture.withPlan(t, { organizationId: orgA, hostname: `dest-${MARK}` });
  deviceB = await BackupFixture.withPlan(t, { organizationId: orgB, hostname: 'host-b' });
  const jobId = await a.run({ [`/srv/docs/${MARK}/report.txt`]: `content of ${MARK}` });
  await deviceB.run({ '/srv/docs/b/other.txt': 'content of b' });
  const location = await t.admin.post(`/api/organizations/${orgA}/locations`, { name: `Site ${MARK}` });
  const job = await t.admin.post('/api/backup/restore-jobs', [restoreInput(a, destination.nodeId)]);
  const endUser = await t.admin.post('/api/ticketing/end-users', {
    kind: 'CONTACT',
    organizationId: orgA,
    firstName: `Contact ${MARK}`,
    email: `contact-${MARK}@example.test`,
  });
  // A problem, so both the ticket list and the problem picker would show it.
  const ticket = await t.admin.post('/api/ticketing/tickets', {
    summary: `Ticket ${MARK}`,
    type: 'PROBLEM',
    organizationId: orgA,
  });
  // The script library is the installation's, so the script carries no mark; its run is the first organisation's.
  const script = await t.admin.post('/api/scripting/scripts', {
    name: 'Walk script',
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    body: 'echo walk',
  });
  const run = await t.admin.post('/api/scripting/runs', {
    scriptId: script.json().id,
    deviceIds: [a.nodeId],
  });
  const group = await t.admin.post('/api/device-groups', { name: `Group ${MARK}`, organizationId: orgA });
  const task = await t.admin.post('/api/scripting/scheduled-tasks', {
    name: `Task ${MARK}`,
    scripts: { actionList: [{ scriptId: script.json().id }] },
    schedule: { scheduleType: 'DAILY' },
    targets: [{ targetType: 'GROUP', targetId: group.json().id }],
  });
  const insider = await t.admin.technicianWith(['canViewAndRestoreBackupData'], {
    organizationIds: [orgA],
    email: `insider-${MARK}@example.test`,
  });
  const insiderRole = await t.app.db.kysely
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', insider.userId)
    .executeTakeFirstOrThrow();
  await t.app.db.kysely
    .updateTable('technician_roles')
    .set({ name: `Role ${MARK}` })
    .where('id', '=', insiderRole.role_id!)
    .execute();

  const alert = await raiseAlert(t.app.db, {
    deviceId: a.nodeId,
    organizationId: orgA,
    policyId: null,
    conditionKey: 'walk',
    conditionType: 'DISK_FREE_BELOW',
    conditionName: `Alert ${MARK}`,
    message: MARK,
    at: new Date().toISOString(),
  });
  const approval = await t.app.db.kysely
    .insertInto('node_approvals')
    .values({
      organization_id: orgA,
      device_id: null,
      display_name: `Pending ${MARK}`,
      node_approval_type: 'CANDIDATE_NODE',
      approval_status: 'PENDING',
      installation_status: 'PENDING',
      approval_status_by_app_user_name: null,
      approval_status_by_app_user_id: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  Object.assign(ids, {
    organization: orgA,
    location: location.json().id,
    device: a.nodeId,
    deviceGroup: group.json().id,
    plan: a.planId,
    folder: await idOf('backup_entries', { plan_id: a.planId, name: MARK }),
    file: await idOf('backup_entries', { plan_id: a.planId, name: 'report.txt' }),
    revision: await idOf('file_revisions', { plan_id: a.planId }),
    backupJob: jobId,
    agentBackupJob: jobId,
    restoreJob: job.json().jobs[0].jobUID,
    technician: insider.userId,
    role: insiderRole.role_id!,
    endUser: endUser.json().id,
    ticket: ticket.json().id,
    scriptRun: run.json().runs[0].id,
    scheduledTask: task.json().id,
    approval: approval.id,
    alert: alert!,
    nodeRole: 'LINUX_SERVER',
  } satisfies Record<ScopeKind, number | string>);
  outsider = await t.admin.technicianWith([...permissions], { organizationIds: [orgB] });
});

/** The request a route gets: the first organisation's ids where its declaration names them. */
function requestFor(r: ApiRouteInfo) {
  const scope = scopeOf(r);
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const kind = scope[name];
    params[name] = kind && kind !== 'unscoped' ? String(ids[kind]) : '1';
    return encodeURIComponent(params[name]);
  });
  for (const [field, kind] of Object.entries(scope)) {
    if (kind === 'unscoped' || !field.includes('.')) continue;
    const [from, name] = field.split('.') as ['query' | 'body', string];
    if (from === 'query') query[name] = String(ids[kind]);
    else body[name] = ids[kind];
  }
  const search = Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
  const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return { method, url: `${url}${search}`, params, query, body };
}

const scoped = routes.filter(names);

describe('the scope walk', () => {
  it('covers the routes that name entities, from the server', () => {
    expect(scoped.length).toBeGreaterThan(30);
    for (const kind of Object.keys(ids) as ScopeKind[]) {
      expect(
        scoped.some((r) => Object.values(scopeOf(r)).includes(kind)),
        kind,
      ).toBe(true);
    }
  });

  it('names real entities: an administrator who sees everything reaches each one', async () => {
    const { token } = await createSession(t.app.db, t.admin.userId);
    const auth = (await loadAuthContext(t.app.db, token))!;
    for (const r of scoped.filter((r) => !isAgent(r))) {
      const found = await resolveScope(t.app.db, { auth }, scopeOf(r), requestFor(r));
      for (const kind of Object.values(scopeOf(r))) {
        if (kind !== 'unscoped') expect(found[kind], `${key(r)} ${kind}`).toBeDefined();
      }
    }
  });
});

describe.each(scoped.filter((r) => !isAgent(r)).map((r) => [key(r), r] as const))('%s', (_name, r) => {
  it('answers 404 or 403 to a technician limited to another organisation', async () => {
    const req = requestFor(r);
    const payload = req.method === 'GET' || req.method === 'DELETE' ? undefined : req.body;
    const res = await outsider.request(req.method, req.url, payload);
    expect([403, 404], res.body).toContain(res.statusCode);
    expect(res.body).not.toContain(MARK);
  });
});

describe.each(scoped.filter(isAgent).map((r) => [key(r), r] as const))('%s (agent)', (_name, r) => {
  it("answers 404 to another device's agent", async () => {
    const req = requestFor(r);
    const call = agentCaller(t, deviceB.device.authorization);
    const res = await call(
      req.method as 'GET' | 'POST' | 'PUT',
      req.url,
      req.method === 'GET' ? undefined : req.body,
    );
    expect(res.statusCode, res.body).toBe(404);
  });
});

/**
 * Lists that show the whole installation on purpose: the CC picker of a support request lists every
 * technician of the installation (spec 000, section 6), and the API description names no data.
 */
const INSTALLATION_WIDE = ['GET /api/query/users'];

describe('lists', () => {
  const lists = routes.filter(
    (r) => r.method === 'GET' && !r.url.includes(':') && !isAgent(r) && !INSTALLATION_WIDE.includes(key(r)),
  );
  it.each(
    lists.map((r) => [key(r), r] as const),
  )('%s shows nothing of another organisation', async (_n, r) => {
    const res = await outsider.get(r.url);
    expect(res.body).not.toContain(MARK);
  });

  it('POST /api/query/devices shows nothing of another organisation', async () => {
    const res = await outsider.post('/api/query/devices', {});
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(MARK);
  });
});
