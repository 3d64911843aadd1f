// Property test over every registered /api route: whatever path, query string or body a caller sends,
// the answer is never a 5xx, and every refusal has the common error body. Inputs are shaped after each
// route's schema and name real rows (backups, revisions, jobs) often enough to reach the handlers.
import { buffer } from 'node:stream/consumers';
import { apiErrorSchema } from '@warden/domain';
import { encodeChunk, encodeChunkBatch } from '@warden/store';
import fc from 'fast-check';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteInfo } from '../app.ts';
import { backupRows } from '../backup/downloads/backup-test-rows.ts';
import { startSmtpSink } from '../mail/testing/smtp-sink.ts';
import { BackupFixture } from '../testing/backup-fixture.ts';
import {
  anyJson,
  type Examples,
  hostileQuery,
  type JsonSchema,
  type RequiredQueryParameter,
  validFor,
  validQuery,
  valueFor,
} from '../testing/hostile-input.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';

/** Cases per route and kind of input; RUNS=500 explores further when hunting a bug. */
const RUNS = Number(process.env.RUNS ?? 25);

/**
 * The 5xx answers that tell the truth about something outside this server, each for one route,
 * status, error code and message. Anything else at 500 or above fails the test.
 */
const EXPECTED_OUTAGES: Array<{ route: string; status: number; code: string; message: RegExp; why: string }> =
  [
    ...['GET', 'POST'].map((method) => ({
      route: `${method} /api/backup/nodes/:nodeId/device-folders`,
      status: 503,
      code: 'INTERNAL',
      message: /^Directory listing unavailable\.$/,
      why: 'the folder tree is relayed to the device agent over its WebSocket, and no agent is connected',
    })),
    {
      route: 'POST /api/help/tickets',
      status: 502,
      code: 'INTERNAL',
      message: /^The support ticket could not be sent \(/,
      why: 'the mail server that delivers tickets could not be reached or refused the message',
    },
  ];

const t: TestApp = await createTestApp();
const smtp = await startSmtpSink();
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const routes = [...t.app.apiRoutes];
const key = (r: ApiRouteInfo) => `${r.method} ${r.url}`;
const isAgent = (r: ApiRouteInfo) => r.access !== undefined && 'agent' in r.access;
// Deleting backup data hides the fixture's files from every later call, so those routes go last.
const destroysFixture = (r: ApiRouteInfo) => /delete/.test(r.url);
const inRunOrder = (list: ApiRouteInfo[]) =>
  [...list.filter((r) => !destroysFixture(r)), ...list.filter(destroysFixture)].map(
    (r) => [key(r), r] as const,
  );

interface Operation {
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  parameters?: Array<RequiredQueryParameter & { in: string }>;
}
const openApi = (await t.admin.get('/api/openapi.json')).json() as {
  paths: Record<string, Record<string, Operation>>;
};
function operationOf(r: ApiRouteInfo): Operation {
  const path = r.url.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return openApi.paths[path]?.[r.method.toLowerCase()] ?? {};
}
const queryParameters = (r: ApiRouteInfo) =>
  (operationOf(r).parameters ?? []).filter((p) => p.in === 'query');
/** Query strings the route accepts, most of the time, and hostile ones otherwise. */
const queriesFor = (r: ApiRouteInfo) =>
  fc.oneof(
    { arbitrary: validQuery(queryParameters(r), examples), weight: 2 },
    { arbitrary: hostileQuery(queryParameters(r), examples), weight: 1 },
  );

/** Rows for paths, queries and bodies to name, so that handlers run past their lookups. */
const ids = {
  organization: 0,
  location: 0,
  technician: 0,
  role: 0,
  device: 0,
  filePlan: 0,
  folder: 0,
  file: 0,
  fileRevision: 0,
  backupJob: 0,
  openBackupJob: 0,
  imagePlan: 0,
  imageRevision: 0,
  chunk: '',
  restoreJob: '',
  ticket: 0,
};
let deviceAuthorization = '';
let dataKey = Buffer.alloc(32);
let examples: Examples = {};

async function volumeArchive(): Promise<Buffer> {
  const pack = tar.pack();
  const done = buffer(pack);
  pack.entry({ name: 'docs', type: 'directory' });
  pack.entry({ name: 'docs/a.txt' }, 'alpha');
  pack.entry({ name: 'readme.txt' }, 'hello');
  pack.finalize();
  return done;
}

/** Mail goes to a local sink, so that tickets and demo requests are delivered without waiting. */
const mailSettings = () => ({
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpSecure: false,
  smtpUser: '',
  // The sink wants no login; a changed host needs its password said, here none.
  smtpPassword: '',
  fromAddress: 'warden@example.test',
  supportAddress: 'support@example.test',
  salesAddress: 'sales@example.test',
});
let divisionSettings: { name: string; features: unknown };
let fixtureCredentialHash: string | null = null;

beforeAll(async () => {
  const f = await BackupFixture.create(t, { hostname: 'fixture-agent' });
  deviceAuthorization = f.authorization;
  dataKey = Buffer.from((await f.agent('GET', '/api/agent/config')).json().dataKey, 'base64');
  ids.organization = f.organizationId;
  ids.device = f.nodeId;
  fixtureCredentialHash = (
    await t.app.db.kysely
      .selectFrom('devices')
      .select('credential_hash')
      .where('id', '=', ids.device)
      .executeTakeFirstOrThrow()
  ).credential_hash;
  ids.location = (
    await t.admin.post(`/api/organizations/${ids.organization}/locations`, { name: 'Fixture HQ' })
  ).json().id;
  const tech = await t.admin.technicianWith(['canManageOrganizations']);
  ids.ticket = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Fixture problem',
      type: 'PROBLEM',
      organizationId: ids.organization,
    })
  ).json().id;
  ids.technician = tech.userId;
  ids.role = (await t.admin.get(`/api/technicians/${tech.userId}`)).json().roleId;

  ids.filePlan = await f.createPlan({ name: 'Docs', paths: ['/srv/docs'] });
  await f.backup(ids.filePlan, '/srv/docs', { '/srv/docs/a.txt': 'alpha', '/srv/docs/sub/b.txt': 'bravo' });
  ids.backupJob = await f.backup(ids.filePlan, '/srv/docs', {
    '/srv/docs/a.txt': 'alpha again',
    '/srv/docs/sub/b.txt': null,
  });
  const rows = backupRows(t);
  ids.folder = await rows.entryId(ids.filePlan, '/srv/docs');
  ids.file = await rows.entryId(ids.filePlan, '/srv/docs/a.txt');
  ids.fileRevision = await rows.latestRevision(ids.filePlan, '/srv/docs/a.txt');
  ids.chunk = (await rows.chunkIds(ids.fileRevision))[0]!;

  ids.imagePlan = await f.createPlan({ name: 'Image', type: 'IMAGE', paths: ['/mnt/data'] });
  await f.backup(ids.imagePlan, '/mnt/data', { '/mnt/data': await volumeArchive() }, { volume: true });
  ids.imageRevision = await rows.latestRevision(ids.imagePlan, '/mnt/data');
  const image = `/api/backup/lockhart/image/nodes/${ids.device}/plans/${ids.imagePlan}/revisions/${ids.imageRevision}/mount`;
  expect((await t.admin.post(image)).statusCode).toBe(200);
  while ((await t.admin.get(image)).json().status === 'MOUNTING') await new Promise((r) => setTimeout(r, 20));

  await keepBackupJobOpen();
  await keepRestoreJobOpen();
  const download = await t.admin.get(
    `/api/backup/lockhart/nodes/${ids.device}/plans/${ids.filePlan}/revisions/${ids.fileRevision}/data`,
  );
  const downloadToken = new URL(download.json().url, 'http://x').searchParams.get('token');

  expect((await t.admin.put('/api/division/mail-settings', mailSettings())).statusCode).toBe(200);
  const { name, features } = (await t.admin.get('/api/division/settings')).json();
  divisionSettings = { name, features };

  const b64 = (s: string) => Buffer.from(s).toString('base64');
  examples = {
    organizationId: [ids.organization],
    locationId: [ids.location],
    deviceId: [ids.device],
    parentTicketId: [ids.ticket],
    nodeId: [ids.device],
    sourceNodeId: [ids.device],
    destinationNodeId: [ids.device],
    nodeIds: [[ids.device]],
    planId: [ids.filePlan, ids.imagePlan],
    sourcePlanId: [ids.filePlan],
    roleId: [ids.role],
    revisionId: [ids.fileRevision],
    backupJobId: [ids.backupJob],
    fileIds: [[ids.file]],
    folderIds: [[ids.folder]],
    sourcePath: ['/srv/docs', '/srv/docs/a.txt'],
    path: ['/', '/srv', '/srv/docs', '/srv/docs/new.txt'],
    roots: [[{ path: '/srv/docs', name: 'docs', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null }]],
    deletedPaths: [[], ['/srv/docs/a.txt']],
    folder: ['/', '/docs'],
    fileBase64: [b64('/docs/a.txt'), b64('/docs'), b64('/')],
    searchTerm: ['a.txt', '*.txt', 'docs'],
    email: [ADMIN_EMAIL, 'new-tech@example.test'],
    password: [ADMIN_PASSWORD],
    userEmail: ['someone@example.test'],
    fromAddress: ['warden@example.test'],
    supportAddress: ['support@example.test'],
    salesAddress: ['sales@example.test'],
    ticketCc: [[], ['colleague@example.test']],
    imageTokens: [[]],
    token: [downloadToken],
    ids: [[ids.chunk]],
  };
});

/** Starting a backup job ends the device's running one, so agent job routes get a new one when needed. */
async function keepBackupJobOpen() {
  const job = await t.app.db.kysely
    .selectFrom('backup_jobs')
    .select('status')
    .where('id', '=', ids.openBackupJob)
    .executeTakeFirst();
  if (job?.status === 'RUNNING') return;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agent/backup-jobs',
    payload: { planId: ids.filePlan },
    headers: { authorization: deviceAuthorization },
  });
  // The fuzzing may have deleted the plan by now; the ended job still makes a fine path parameter.
  ids.openBackupJob = res.json().jobId ?? ids.openBackupJob;
}

/**
 * A restore job ends with the agent's first final report, so job routes get a new one when they can:
 * once the fuzzing has deleted the backed-up folder, the ended job has to do.
 */
async function keepRestoreJobOpen() {
  const job = await t.app.db.kysely
    .selectFrom('restore_jobs')
    .select('status')
    .where('uid', '=', ids.restoreJob)
    .executeTakeFirst();
  if (job?.status === 'processing') return;
  // Only a device heard from lately, and allowed by its client's settings, can receive a restore.
  await t.app.db.kysely
    .updateTable('devices')
    .set({ last_contact: new Date().toISOString(), backup_enabled: 1 })
    .where('id', '=', ids.device)
    .execute();
  await t.admin.put(`/api/organizations/${ids.organization}/backup-settings`, { mode: 'AUTOMATIC' });
  const res = await t.admin.post('/api/backup/restore-jobs', [
    {
      destinationNodeId: ids.device,
      destinationNodeName: 'fixture-agent',
      sourceNodeId: ids.device,
      sourceNodeName: 'fixture-agent',
      sourcePlanId: ids.filePlan,
      sourcePlanName: 'Docs',
      sourcePath: '/srv/docs',
      destinationPath: '/restore',
      collisionHandling: 'OVERWRITE',
      originalLocation: false,
    },
  ]);
  const created = res.statusCode === 200 ? res.json().jobs[0]?.jobUID : undefined;
  if (ids.restoreJob === '') expect(created, res.body).toBeDefined();
  ids.restoreJob = created ?? ids.restoreJob;
}

/** The path with its parameters naming the fixture's rows; image routes name the image plan. */
function pathFor(r: ApiRouteInfo): string {
  const image = r.url.includes('/image/');
  const byPrefix: Array<[string, string | number]> = [
    ['/api/technicians/', ids.technician],
    ['/api/technician-roles/', ids.role],
    ['/api/organizations/', ids.organization],
    ['/api/devices/', ids.device],
    ['/api/agent/chunks/', ids.chunk],
  ];
  const byName: Record<string, string | number> = {
    id: byPrefix.find(([prefix]) => r.url.startsWith(prefix))?.[1] ?? 1,
    locationId: ids.location,
    nodeId: ids.device,
    planId: image ? ids.imagePlan : ids.filePlan,
    revisionId: image ? ids.imageRevision : ids.fileRevision,
    folderId: ids.folder,
    fileId: ids.file,
    jobId: isAgent(r) ? ids.openBackupJob : ids.backupJob,
    jobUID: ids.restoreJob,
    ticketId: ids.ticket,
    key: 'backup-demo',
  };
  return r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => String(byName[name] ?? 1));
}

/**
 * Sends as the route's kind of caller: the enrolled device on agent routes, otherwise an
 * administrator in a fresh session (so that signing out cannot spoil the next run) that confirmed
 * the password a moment ago (so that deletions get past the step-up check).
 */
async function send(r: ApiRouteInfo, url: string, rawBody?: string) {
  const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const headers: Record<string, string> = rawBody === undefined ? {} : { 'content-type': 'application/json' };
  const payload = rawBody === undefined ? {} : { payload: rawBody };
  if (isAgent(r)) {
    if (r.url.includes(':jobId')) await keepBackupJobOpen();
    if (r.url.includes(':jobUID')) await keepRestoreJobOpen();
    return t.app.inject({
      method,
      url,
      ...payload,
      headers: { ...headers, authorization: deviceAuthorization },
    });
  }
  const admin = await TestClient.forUser(t.app, t.admin.userId);
  await t.app.db.kysely
    .updateTable('sessions')
    .set({ step_up_at: new Date().toISOString() })
    .where('user_id', '=', t.admin.userId)
    .execute();
  try {
    return await admin.request(method, url, rawBody, { headers });
  } finally {
    await restoreSettings(r);
  }
}

/** Puts back settings a call may have changed that every later call depends on. */
async function restoreSettings(r: ApiRouteInfo) {
  // A made-up mail server could make each later ticket wait for its connection timeout.
  if (key(r) === 'PUT /api/division/mail-settings') {
    expect((await t.admin.put(r.url, mailSettings())).statusCode).toBe(200);
  }
  // Feature flags switch whole routes off (image mounting, original-location restores).
  if (key(r) === 'PUT /api/division/settings') {
    expect((await t.admin.put(r.url, divisionSettings)).statusCode).toBe(200);
  }
  // Removing the fixture device would turn every later call naming it into a 404: bring it back.
  if (key(r) === 'DELETE /api/devices/:id') {
    await t.app.db.kysely
      .updateTable('devices')
      .set({ removed_at: null, credential_hash: fixtureCredentialHash })
      .where('id', '=', ids.device)
      .execute();
  }
}

function expectNoServerError(r: ApiRouteInfo, res: { statusCode: number; body: string }, what: string) {
  const summary = `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    expect.fail(`${summary}: the error body is not JSON`);
  }
  const parsed = apiErrorSchema.safeParse(body);
  expect(parsed.success, `${summary}: not the common error body`).toBe(true);
  if (res.statusCode < 500) return;
  const { code, message } = parsed.data!.error;
  const expected = EXPECTED_OUTAGES.some(
    (e) => e.route === key(r) && e.status === res.statusCode && e.code === code && e.message.test(message),
  );
  expect(expected, summary).toBe(true);
}

describe('the test itself', () => {
  it('reaches the handlers: the fixture rows are found', async () => {
    const folders = `/api/backup/lockhart/nodes/${ids.device}/plans/${ids.filePlan}/folders`;
    expect((await t.admin.get(folders)).json().results).toHaveLength(1);
    const manifest = await t.app.inject({
      url: `/api/agent/restore-jobs/${ids.restoreJob}/manifest`,
      headers: { authorization: deviceAuthorization },
    });
    expect(manifest.statusCode).toBe(200);
  });

  it('tells a server error from an answer', () => {
    const r = routes.find((x) => key(x) === 'GET /api/backup/nodes/:nodeId/device-folders')!;
    const error = (status: number, message: string) => ({
      statusCode: status,
      body: JSON.stringify({ error: { code: 'INTERNAL', message } }),
    });
    expect(() => expectNoServerError(r, error(503, 'Directory listing unavailable.'), 'x')).not.toThrow();
    expect(() => expectNoServerError(r, error(500, 'Directory listing unavailable.'), 'x')).toThrow();
    expect(() => expectNoServerError(r, error(503, 'Something went wrong on our end.'), 'x')).toThrow();
    expect(() => expectNoServerError(r, { statusCode: 400, body: '{"error":"Bad Request"}' }, 'x')).toThrow();
    const other = routes.find((x) => key(x) === 'GET /api/devices/:id')!;
    expect(() => expectNoServerError(other, error(503, 'Directory listing unavailable.'), 'x')).toThrow();
    const ticket = routes.find((x) => key(x) === 'POST /api/help/tickets')!;
    const undelivered = error(
      502,
      'The support ticket could not be sent (connection refused). Please try again.',
    );
    expect(() => expectNoServerError(ticket, undelivered, 'x')).not.toThrow();
    expect(() => expectNoServerError(other, undelivered, 'x')).toThrow();
  });
});

describe('no query string gives a 5xx', () => {
  const withQuery = routes.filter((r) => r.method === 'GET' || queryParameters(r).length > 0);
  it.each(inRunOrder(withQuery))('%s', async (_name, r) => {
    const raw = r.method === 'GET' ? undefined : '{}';
    await fc.assert(
      fc.asyncProperty(queriesFor(r), async (query) => {
        const res = await send(r, `${pathFor(r)}?${query}`, raw);
        expectNoServerError(r, res, `${key(r)}?${query.slice(0, 200)}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('no path parameter gives a 5xx', () => {
  const values = [
    '0',
    '-1',
    '2147483648',
    '9007199254740993',
    '1e3',
    'abc',
    ' ',
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    '%F0%9F%98%80',
    // Bad percent-encoding: a lone %, a non-hex escape, and a lone surrogate as UTF-8 bytes.
    '%',
    '%zz',
    '%ED%A0%80',
    'x'.repeat(500),
  ];
  const withParams = routes.filter((r) => r.url.includes(':'));
  it.each(inRunOrder(withParams))('%s', async (_name, r) => {
    for (const value of values) {
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, value);
      const raw = r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}';
      expectNoServerError(r, await send(r, url, raw), `${key(r)} ${url}`);
    }
  });
});

describe('no binary body gives a 5xx', () => {
  // Chunk uploads take the encoded bytes themselves and are left out of the OpenAPI document.
  const rawRoutes = routes.filter((r) => r.method === 'PUT' && r.url.startsWith('/api/agent/chunks'));
  const chunkId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });
  const bytes = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b));
  /** An encoded chunk, intact or cut short or with one byte changed. */
  const chunk = fc
    .tuple(bytes, fc.nat(), fc.nat(255), fc.constantFrom('intact', 'cut', 'flipped'))
    .map(([plain, at, value, damage]) => {
      const encoded = encodeChunk(plain, dataKey);
      const data = Buffer.from(encoded.data);
      if (damage === 'cut') return { id: encoded.id, data: data.subarray(0, at % data.length) };
      if (damage === 'flipped') data[at % data.length] = value;
      return { id: encoded.id, data };
    });
  const bodies = fc.oneof(
    bytes,
    chunk.map((c) => c.data),
    fc.array(chunk, { maxLength: 4 }).map((list) => encodeChunkBatch(list)),
    fc
      .tuple(fc.array(chunk, { maxLength: 3 }), bytes)
      .map(([list, tail]) => Buffer.concat([encodeChunkBatch(list), tail])),
  );
  it.each(rawRoutes.map((r) => [key(r), r] as const))('%s', async (_name, r) => {
    await fc.assert(
      fc.asyncProperty(bodies, chunkId, async (body, id) => {
        // A made-up id, so that the fixture's own chunks keep their data.
        const url = r.url.replace(':id', id);
        const res = await t.app.inject({
          method: 'PUT',
          url,
          payload: body,
          headers: { authorization: deviceAuthorization, 'content-type': 'application/octet-stream' },
        });
        expectNoServerError(r, res, `${key(r)} ${url} ${body.length} bytes`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('no backup job gives a 5xx', () => {
  // A job's entries are only checked as a whole when it is committed, so each case is a whole job.
  const agentCall = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: deviceAuthorization },
    });
  const byKey = (k: string) => routes.find((r) => key(r) === k)!;
  const start = byKey('POST /api/agent/backup-jobs');
  const entries = byKey('POST /api/agent/backup-jobs/:jobId/entries');
  const commit = byKey('POST /api/agent/backup-jobs/:jobId/commit');
  const schemaOf = (r: ApiRouteInfo) =>
    operationOf(r).requestBody?.content?.['application/json']?.schema ?? {};

  it('started, given entries and committed', async () => {
    await fc.assert(
      fc.asyncProperty(
        validFor(schemaOf(entries), examples),
        validFor(schemaOf(commit), examples),
        async (staged, committed) => {
          const started = await agentCall(start.url, { planId: ids.filePlan });
          expectNoServerError(start, started, key(start));
          const url = `/api/agent/backup-jobs/${started.json().jobId}`;
          const what = (r: ApiRouteInfo, body: unknown) => `${key(r)} ${JSON.stringify(body).slice(0, 300)}`;
          expectNoServerError(entries, await agentCall(`${url}/entries`, staged), what(entries, staged));
          expectNoServerError(commit, await agentCall(`${url}/commit`, committed), what(commit, committed));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('no request body gives a 5xx', () => {
  const bodyRoutes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

  it.each(inRunOrder(bodyRoutes))('%s', async (_name, r) => {
    const schema = operationOf(r).requestBody?.content?.['application/json']?.schema;
    const bodies = schema
      ? fc.oneof(
          { arbitrary: validFor(schema, examples), weight: 4 },
          { arbitrary: valueFor(schema, 0, examples), weight: 2 },
          { arbitrary: anyJson(), weight: 1 },
        )
      : anyJson();
    // Routes that also read a query string get one, or their handlers would never run.
    const queries = queryParameters(r).length ? queriesFor(r).map((q) => `?${q}`) : fc.constant('');
    await fc.assert(
      fc.asyncProperty(bodies, queries, async (value, query) => {
        const raw = JSON.stringify(value) ?? '';
        const res = await send(r, `${pathFor(r)}${query}`, raw);
        expectNoServerError(r, res, `${key(r)}${query.slice(0, 100)} ${raw.slice(0, 200)}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it.each(inRunOrder(bodyRoutes))('%s with a malformed payload', async (_name, r) => {
    const raws = ['', '{', '{"a":', 'nul', '[]]', '"\\ud800"', `${'['.repeat(50_000)}${']'.repeat(50_000)}`];
    for (const raw of raws) {
      expectNoServerError(r, await send(r, pathFor(r), raw), `${key(r)} ${raw.slice(0, 20)}`);
    }
  });
});
