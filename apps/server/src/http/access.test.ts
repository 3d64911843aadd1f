// Walks every registered /api route and proves its access rule holds: 401 without a session, 403
// without the permission, and no refusal for a technician holding just that permission; a division
// flag that stands in for a permission opens exactly its routes. Every route must be classified; a new
// one without a rule, or one that skips the permission check unlisted, fails here.
import { type DivisionConfig, type FeatureFlag, type Permission, permissions } from '@warden/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteInfo } from '../app.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { registerAccessGuard } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

/** Routes anyone may call. Adding one here is a decision, not a formality. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  // Agents enrol before they have a credential; the organisation's enrolment token is the secret.
  'POST /api/agent/enroll',
  // A file of a public ticket comment for an end user, who has no session: the link is signed, expires,
  // and works only while the ticketing settings do not require a session (comment-file-access.ts).
  'GET /api/attachments/mail-download',
];

/**
 * Routes every signed-in technician may call whatever their role grants: their own session, help,
 * and reads that the organisation scope limits. Each is a decision too; a route that should need a
 * permission and forgot it would otherwise look just like these.
 */
const OPEN_TO_EVERY_TECHNICIAN = [
  'POST /api/auth/logout',
  'GET /api/auth/session',
  'POST /api/auth/step-up',
  'GET /api/query/organizations',
  'GET /api/query/locations',
  'GET /api/organizations/:id',
  'POST /api/query/devices',
  'GET /api/devices/:id',
  'GET /api/dashboard/device-summary',
  // Device groups are read like device search, within the group's organisation; editing needs
  // canManageDevices.
  'GET /api/device-groups',
  'GET /api/device-groups/:id',
  'GET /api/device-groups/:id/members',
  'GET /api/query/users',
  // Device activities are read like devices, within the caller's organisations; the technicians'
  // changes need canManageSettings.
  'GET /api/activities',
  'GET /api/activities/organizations/:id',
  'GET /api/activities/devices/:id',
  // Alerts are read like devices, within the caller's organisations; acknowledging and resetting
  // need canManageDevices.
  'GET /api/alerts',
  // Policies, roles and policy maps are read by every technician (maps and device settings within
  // the caller's organisations); changing them needs canManagePolicies (device settings: canManageDevices).
  'GET /api/policies',
  'GET /api/policies/:id',
  'GET /api/device-roles',
  'GET /api/organizations/:id/policy-map',
  'GET /api/devices/:id/settings',
  // A device's inventory, like the device itself, within the caller's organisations.
  'GET /api/devices/:id/inventory',
  // A device's details, like its settings; saving them needs canManageDevices.
  'GET /api/devices/:id/details',
  // The backup browser's overview; file content, search and revisions need a permission.
  'GET /api/backup/lockhart/nodes/:nodeId/plans',
  'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/folders',
  'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/volumes',
  'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/jobs',
  'GET /api/organizations/:id/backup-settings',
  // A download link is bound to the technician it was issued to, who needed the permission then,
  // and the permission is checked again when it is opened.
  'GET /api/backup/downloads',
  'GET /api/help/articles/',
  'GET /api/help/suggested-articles',
  'GET /api/help/articles/:id',
  'PATCH /api/appuser/hide-help-tooltip',
  'GET /api/division/branding/help',
  'POST /api/help/tickets',
  'GET /api/help/academy/login-url',
  'POST /api/division/promotion/:key',
  // Uploads for tickets; the service lets each technician reach only their own.
  'POST /api/attachments',
  'DELETE /api/attachments/:token',
  'GET /api/attachments/attachment/:id/signed-url',
  'GET /api/attachments/attachment/content-id/:id/signed-url',
  'GET /api/attachments/download',
  // The help desk's configuration, which ticket pages read; the tag picker creates tags as it goes.
  'GET /api/ticketing/statuses',
  'GET /api/ticketing/attributes',
  'GET /api/ticketing/forms',
  'GET /api/ticketing/tags',
  'POST /api/ticketing/tags',
  'GET /api/ticketing/settings',
  // End users and contacts, within the caller's organisations.
  'GET /api/ticketing/end-users',
  'GET /api/query/requesters',
  // Channel names and types for rule editors' pickers; managing channels needs a permission.
  'GET /api/channel/list/brief',
  // Tickets: any technician, within the ticket's organisation (the scope guard's `ticket` kind).
  'GET /api/ticketing/tickets',
  'POST /api/ticketing/tickets',
  'GET /api/ticketing/tickets/:ticketId',
  'PUT /api/ticketing/tickets/:ticketId',
  'GET /api/ticketing/tickets/:ticketId/comments',
  'POST /api/ticketing/tickets/:ticketId/comments',
  'GET /api/ticketing/tickets/:ticketId/history',
  'GET /api/ticketing/tickets/:ticketId/time-entries',
  'POST /api/ticketing/tickets/:ticketId/time-entries',
  'GET /api/ticketing/ticket/problem',
  // Technicians a comment may mention, flagged by whether they may see the ticket.
  'GET /api/ticketing/ticket/:ticketId/mention-candidates',
  // Rules are read by every technician (pickers, templates, explanations); changing them needs
  // canManageTicketing.
  'GET /api/ticketing/automations',
  'GET /api/ticketing/automations/:id',
  'GET /api/ticketing/automations/:id/firings',
  'GET /api/ticketing/automations/:id/explain',
  'POST /api/ticketing/automations/preview',
  'GET /api/ticketing/ticket/:ticketId/firings',
  'POST /api/ticketing/ticket/:ticketId/apply-template/:id',
  // The script library belongs to the division and is read by every technician; changing it needs
  // canManageScripts, running a script canRunScripts.
  'GET /api/scripting/scripts',
  'GET /api/scripting/scripts/:id',
  'GET /api/scripting/categories',
  'GET /api/scripting/templates',
  'GET /api/scripting/templates/:id',
  // A device's service list for the Windows-service condition's picker, within the device's organisation.
  'GET /api/webapp/noderole/default-policies',
  'GET /api/webapp/winservice',
];

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const routes = [...t.app.apiRoutes];
const key = (r: ApiRouteInfo) => `${r.method} ${r.url}`;
const isPublic = (r: ApiRouteInfo) => r.access !== undefined && 'public' in r.access;
const isAgent = (r: ApiRouteInfo) => r.access !== undefined && 'agent' in r.access;
const permissionOf = (r: ApiRouteInfo): Permission | null =>
  r.access && 'permission' in r.access ? r.access.permission : null;

const orFlagOf = (r: ApiRouteInfo): FeatureFlag | undefined =>
  r.access && 'permission' in r.access ? r.access.orFlag : undefined;

const technicianRoutes = routes.filter((r) => !isPublic(r) && !isAgent(r));
const permissionRoutes = technicianRoutes.filter((r) => permissionOf(r) !== null);
const openToTechnicians = technicianRoutes.filter((r) => permissionOf(r) === null);
const usedPermissions = [...new Set(permissionRoutes.map((r) => permissionOf(r)!))];

const urlOf = (r: ApiRouteInfo) => r.url.replace(/:[A-Za-z0-9_]+/g, '1');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Path parameters get plausible values, bodies are empty objects. Past the guard the handler answers
 * what it will (mostly 404 or 400); no-server-errors.test.ts is the place that judges those answers.
 */
function call(client: TestClient | null, r: ApiRouteInfo, headers: Record<string, string> = {}) {
  const method = r.method as Method;
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  if (!client) return t.app.inject({ method, url: urlOf(r), headers, ...(payload ? { payload } : {}) });
  return client.request(method, urlOf(r), payload, { headers });
}

/** Technician ids by role kind; each call gets a fresh session so a sign-out cannot spoil the next. */
const only = new Map<Permission, number>();
const allBut = new Map<Permission, number>();
let noPermissions: number;
let deviceAuthorization: string;

beforeAll(async () => {
  for (const p of usedPermissions) {
    only.set(p, (await t.admin.technicianWith([p])).userId);
    allBut.set(p, (await t.admin.technicianWith(permissions.filter((q) => q !== p))).userId);
  }
  noPermissions = (await t.admin.technicianWith([])).userId;
  deviceAuthorization = (await enrolDevice(t)).authorization;
});

const session = (userId: number) => TestClient.forUser(t.app, userId);

describe('the route list', () => {
  it('is collected from the server and covers every feature', () => {
    expect(routes.length).toBeGreaterThan(15);
    for (const prefix of [
      '/api/auth',
      '/api/technicians',
      '/api/organizations',
      '/api/query/devices',
      '/api/agent',
      '/api/backup',
      '/api/help',
      '/api/attachments',
    ]) {
      expect(
        routes.some((r) => r.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('gives every route an access rule', () => {
    expect(routes.filter((r) => r.access === undefined).map(key)).toEqual([]);
  });

  it('has exactly the public routes on the allow-list', () => {
    expect(routes.filter(isPublic).map(key).sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has exactly the listed routes open to every technician', () => {
    expect(openToTechnicians.map(key).sort()).toEqual([...OPEN_TO_EVERY_TECHNICIAN].sort());
  });

  it('keeps the agent link under /api/agent, and nothing else there', () => {
    const underAgent = routes.filter((r) => r.url.startsWith('/api/agent/') && !isPublic(r));
    expect(underAgent.filter((r) => !isAgent(r)).map(key)).toEqual([]);
    expect(routes.filter((r) => isAgent(r) && !r.url.startsWith('/api/agent/')).map(key)).toEqual([]);
  });

  it('closes a route that declares no rule instead of opening it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAccessGuard(app);
    app.get('/forgotten', async () => ({ secret: true }));
    const res = await app.inject({ method: 'GET', url: '/forgotten' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});

describe.each(routes.filter((r) => !isPublic(r)).map((r) => [key(r), r] as const))('%s', (_name, r) => {
  it('answers 401 without a session', async () => {
    const res = await call(null, r);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to a session cookie that names no session', async () => {
    const res = await call(null, r, { cookie: 'warden_session=not-a-session', 'x-csrf-token': 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe.each(routes.filter(isAgent).map((r) => [key(r), r] as const))('%s (agent link)', (_name, r) => {
  it('refuses a console session', async () => {
    const res = await call(await session(t.admin.userId), r);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a credential that names no device, or a wrong secret', async () => {
    const [uid] = deviceAuthorization.replace('Bearer ', '').split('.');
    for (const authorization of [
      'Bearer 00000000-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaa',
      `Bearer ${uid}.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`,
      deviceAuthorization.replace('Bearer ', ''),
    ]) {
      const res = await call(null, r, { authorization });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets in the enrolled device', async () => {
    const res = await call(null, r, { authorization: deviceAuthorization });
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe.each(permissionRoutes.map((r) => [key(r), r] as const))('%s', (_name, r) => {
  const permission = permissionOf(r)!;

  it(`answers 403 to a technician without ${permission}`, async () => {
    const res = await call(await session(allBut.get(permission)!), r);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it(`answers 403 to a technician whose role grants no permission`, async () => {
    const res = await call(await session(noPermissions), r);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it(`lets in a technician with only ${permission}`, async () => {
    const res = await call(await session(only.get(permission)!), r);
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe.each(openToTechnicians.map((r) => [key(r), r] as const))('%s', (_name, r) => {
  it('lets in a technician whose role grants no permission', async () => {
    const res = await call(await session(noPermissions), r);
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe('CSRF', () => {
  it.each(
    technicianRoutes.filter((r) => r.method !== 'GET').map((r) => [key(r), r] as const),
  )('%s refuses a state-changing call without the token', async (_name, r) => {
    const client = await session(t.admin.userId);
    const res = await client.request(r.method as Method, urlOf(r), {}, { headers: { 'x-csrf-token': '' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_FAILED');
  });
});

/**
 * Routes a division flag opens to technicians without the permission: the backup data a technician
 * may see while file/folder backup is allowed (spec 000, section 6). Each is a decision.
 */
const OPENED_BY_FLAG: Record<string, FeatureFlag> = Object.fromEntries(
  [
    'GET /api/backup/lockhart/v2/nodes/:nodeId/plans/:planId/folders/:folderId/content',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/search',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/files/:fileId/revisions',
    'GET /api/backup/lockhart/v2/nodes/:nodeId/plans/:planId/files/:fileId/revisions',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/folders/:folderId/trail',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/files/:fileId/trail',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/revisions/:revisionId/data',
    'GET /api/backup/lockhart/nodes/:nodeId/plans/:planId/folders/:folderId/jobs/:jobId/data',
    'GET /api/backup/lockhart/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/download',
    'POST /api/backup/lockhart/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/mount',
    'GET /api/backup/lockhart/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/mount',
    'GET /api/backup/lockhart/image/v2/nodes/:nodeId/plans/:planId/revisions/:revisionId/content',
    'POST /api/backup/restore-jobs',
    'GET /api/backup/restore-jobs',
    'GET /api/backup/restore-jobs/:jobUID',
    'POST /api/backup/restore-jobs/:jobUID/cancel',
    'POST /api/backup/restore-jobs/:jobUID/clear',
    'GET /api/backup/restore-availability',
    'GET /api/backup/nodes/:nodeId/device-folders',
    'POST /api/backup/nodes/:nodeId/device-folders',
  ].map((route) => [route, 'file_folder_backup']),
);

describe('a division flag standing in for a permission', () => {
  let before: DivisionConfig;
  const flagged = permissionRoutes.filter((r) => orFlagOf(r) !== undefined);
  const unflagged = permissionRoutes.filter((r) => orFlagOf(r) === undefined);

  beforeAll(async () => {
    before = (await (await session(t.admin.userId)).get('/api/division/settings')).json();
    const on = Object.fromEntries(flagged.map((r) => [orFlagOf(r)!, true]));
    const res = await (await session(t.admin.userId)).put('/api/division/settings', {
      name: before.name,
      features: { ...before.features, ...on },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    const admin = await session(t.admin.userId);
    await admin.put('/api/division/settings', { name: before.name, features: before.features });
  });

  it('is declared on exactly the listed routes', () => {
    expect(Object.fromEntries(flagged.map((r) => [key(r), orFlagOf(r)]))).toEqual(OPENED_BY_FLAG);
  });

  it.each(
    flagged.map((r) => [key(r), r] as const),
  )('%s lets in a technician without the permission while its flag is on', async (_name, r) => {
    for (const userId of [allBut.get(permissionOf(r)!)!, noPermissions]) {
      const res = await call(await session(userId), r);
      expect([401, 403]).not.toContain(res.statusCode);
    }
  });

  it.each(
    unflagged.map((r) => [key(r), r] as const),
  )('%s still answers 403 without its permission while the flags are on', async (_name, r) => {
    const res = await call(await session(allBut.get(permissionOf(r)!)!), r);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});
