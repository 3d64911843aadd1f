// The ticket list: every column choice sorts both ways (joined names, status position, priority and
// severity rank, empty values smallest, ties by id), every filter narrows, and the caller's
// organisations limit what is listed and reached.
import {
  type TicketColumn,
  type TicketRow,
  ticketColumnChoices,
  ticketListQuerySchema,
  ticketPriorities,
  ticketSeverities,
} from '@warden/domain';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthContext } from '../auth/auth-context.ts';
import { createSession } from '../auth/session-store.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { addComment } from './comment-service.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';
import { type BoardFilter, listTickets, ticketPage } from './ticket-list.ts';
import { createTicket, ticketDeps } from './ticket-service.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
let insider: TestClient;
let outsider: TestClient;
const ids = { alpha: 0, bravo: 0, charlie: 0, delta: 0 };
const statusPosition = new Map<number, number>();

beforeAll(async () => {
  f = await helpdeskFixture(t);
  insider = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  outsider = await t.admin.technicianWith([], { organizationIds: [f.orgB] });
  const now = new Date().toISOString();
  const form = await t.app.db.kysely
    .insertInto('ticket_forms')
    .values({ name: 'Another form', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Status 101 sorts between New and Open by position, though its id is the largest.
  await t.app.db.kysely.updateTable('ticket_statuses').set({ position: 3 }).where('id', '>=', 2).execute();
  await t.app.db.kysely
    .insertInto('ticket_statuses')
    .values({ id: 101, name: 'Triaged', color: '#000000', position: 2, created_at: now, updated_at: now })
    .execute();
  for (const s of await t.app.db.kysely.selectFrom('ticket_statuses').select(['id', 'position']).execute()) {
    statusPosition.set(s.id, s.position);
  }

  const make = async (client: TestClient, key: keyof typeof ids, body: Record<string, unknown>) => {
    const res = await client.post('/api/ticketing/tickets', body);
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[key] = res.json().id;
  };
  await make(t.admin, 'alpha', {
    summary: 'Alpha mail down',
    description: 'mailbox full',
    priority: 'URGENT',
    severity: 'MINOR',
    type: 'INCIDENT',
    statusId: 101,
    organizationId: f.orgA,
    locationId: f.locationA,
    deviceId: f.deviceA,
    requesterUid: f.endUserUid,
    assignedAppUserId: insider.userId,
  });
  await make(insider, 'bravo', {
    summary: 'bravo printer',
    description: 'jammed',
    priority: 'LOW',
    severity: 'CRITICAL',
    type: 'PROBLEM',
    statusId: 5,
    organizationId: f.orgA,
    assignedAppUserId: t.admin.userId,
    ticketFormId: form.id,
  });
  await make(outsider, 'charlie', {
    summary: 'Charlie VPN',
    priority: 'MEDIUM',
    type: 'TASK',
    statusId: 2,
    organizationId: f.orgB,
    locationId: f.locationB,
    deviceId: f.deviceB,
    requesterUid: (
      await t.app.db.kysely
        .selectFrom('users')
        .select('uid')
        .where('id', '=', outsider.userId)
        .executeTakeFirstOrThrow()
    ).uid,
    ticketFormId: null,
  });
  const mailed = await createTicket(
    ticketDeps(t.app),
    { kind: 'EMAIL', uid: null, name: 'stranger@example.test' },
    { summary: 'delta from an unknown sender', severity: 'MAJOR' },
  );
  ids.delta = mailed.ticketId;
  await t.admin.post(`/api/ticketing/tickets/${ids.alpha}/time-entries`, { seconds: 7200 });
  await t.admin.post(`/api/ticketing/tickets/${ids.bravo}/time-entries`, { seconds: 60 });
  await insider.put(`/api/ticketing/tickets/${ids.alpha}`, { description: 'mailbox full again' });
  await addComment(ticketDeps(t.app), { kind: 'EMAIL', uid: f.endUserUid, name: 'Erin' }, ids.alpha, {
    body: 'still broken',
  });
});

const adminAuth = async () =>
  (await loadAuthContext(t.app.db, (await createSession(t.app.db, t.admin.userId)).token))!;

type Key = string | number | null;
const lower = (s: string | null | undefined) => (s == null ? null : s.toLowerCase());

/** What each column orders by, read from the answered row. */
const keyOf: Record<TicketColumn, (r: TicketRow) => Key> = {
  id: (r) => r.id,
  priority: (r) => ticketPriorities.indexOf(r.priority),
  severity: (r) => ticketSeverities.indexOf(r.severity),
  description: (r) => lower(r.description),
  status: (r) => statusPosition.get(r.status.id)!,
  requester: (r) => lower(r.requester?.name),
  summary: (r) => lower(r.summary),
  organization: (r) => lower(r.organization?.name),
  location: (r) => lower(r.location?.name),
  type: (r) => r.type,
  source: (r) => r.source,
  createTime: (r) => r.createTime,
  totalTimeTracked: (r) => r.totalTimeTracked,
  totalTimeTrackedDecimal: (r) => r.totalTimeTrackedDecimal,
  assignedAppUser: (r) => lower(r.assignedAppUser?.name),
  solvedTime: (r) => r.solvedTime,
  ticketForm: (r) => lower(r.ticketForm?.name),
  lastUpdatedTimeByAssignee: (r) => r.lastUpdatedTimeByAssignee,
  lastUpdatedTimeByRequester: (r) => r.lastUpdatedTimeByRequester,
  device: (r) => r.device?.displayName ?? null,
  lastUpdatedBy: (r) => lower(r.lastUpdatedBy),
  lastUpdated: (r) => r.lastUpdated,
};

/** Empty is smallest; equal keys fall back to id in the same direction. */
function compare(a: TicketRow, b: TicketRow, column: TicketColumn): number {
  const [x, y] = [keyOf[column](a), keyOf[column](b)];
  if (x === y) return a.id - b.id;
  if (x === null) return -1;
  if (y === null) return 1;
  return x < y ? -1 : 1;
}

const list = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/ticketing/tickets${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: TicketRow[]; totalElements: number };
};
const listed = async (query: string, client = t.admin) =>
  (await list(client, query)).results.map((r) => r.id);

describe('sorting', () => {
  it.each(ticketColumnChoices.map((c) => [c]))('sorts on %s both ways', async (column) => {
    const up = (await list(t.admin, `sortBy=${column}&sortDirection=ASC`)).results;
    const down = (await list(t.admin, `sortBy=${column}&sortDirection=DESC`)).results;
    expect(up).toHaveLength(4);
    expect(up.map((r) => r.id)).toEqual([...up].sort((a, b) => compare(a, b, column)).map((r) => r.id));
    expect(down.map((r) => r.id)).toEqual([...up].sort((a, b) => compare(b, a, column)).map((r) => r.id));
    // Every column tells the fixture's tickets apart somewhere, or the check proves little.
    if (!['type', 'source'].includes(column)) expect(new Set(up.map(keyOf[column])).size).toBeGreaterThan(1);
  });

  it.each(
    ticketColumnChoices.map((c) => [c]),
  )('sorts on %s both ways the same when SQLite walks the index as when it sorts the matches', async (column) => {
    const auth = await adminAuth();
    for (const sortDirection of ['ASC', 'DESC']) {
      const q = ticketListQuerySchema.parse({ sortBy: column, sortDirection });
      const walked = await listTickets(t.app.db, auth, q, undefined, 0);
      expect(walked.rows.map((r) => r.id)).toEqual(
        await listed(`sortBy=${column}&sortDirection=${sortDirection}`),
      );
      expect(walked.total).toBe(4);
    }
  });

  it.skipIf(t.dialect !== 'sqlite')(
    'pages every column choice, plain and filtered, from an index without sorting the matches',
    async () => {
      const auth = await adminAuth();
      const filters = [{}, { priority: 'HIGH', open: 'true' }, { organizationId: String(f.orgA) }];
      for (const column of ticketColumnChoices) {
        for (const filter of filters) {
          for (const sortDirection of ['ASC', 'DESC']) {
            const q = ticketListQuerySchema.parse({ sortBy: column, sortDirection, ...filter });
            const compiled = (await ticketPage(t.app.db, auth, q, undefined, 0)).page.compile();
            const explained = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [
              ...compiled.parameters,
            ]);
            const details = (await t.app.db.kysely.executeQuery<{ detail: string }>(explained)).rows;
            expect(
              details.map((d) => d.detail).join('; '),
              `${column} ${JSON.stringify(filter)}`,
            ).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
          }
        }
      }
    },
  );

  it('orders by id where the filter holds the sort column to one value', async () => {
    expect(await listed(`organizationId=${f.orgA}&sortBy=organization&sortDirection=ASC`)).toEqual([
      ids.alpha,
      ids.bravo,
    ]);
    expect(await listed('priority=URGENT&sortBy=priority&sortDirection=DESC')).toEqual([ids.alpha]);
    expect(await listed('assignee=none&sortBy=assignedAppUser&sortDirection=DESC')).toEqual([
      ids.delta,
      ids.charlie,
    ]);
  });

  it('sorts by id, newest first, by default, and pages', async () => {
    const all = await listed('');
    expect(all).toEqual([ids.delta, ids.charlie, ids.bravo, ids.alpha]);
    const page = await list(t.admin, 'page=1&size=3');
    expect(page.results.map((r) => r.id)).toEqual([ids.alpha]);
    expect(page.totalElements).toBe(4);
  });
});

describe('filters', () => {
  it.each([
    ['search on the summary', () => 'search=PRINTER', () => [ids.bravo]],
    ['search on the description', () => 'search=jammed', () => [ids.bravo]],
    ['search by #id', () => `search=%23${ids.charlie}`, () => [ids.charlie]],
    ['statuses', () => 'statusIds=101,5', () => [ids.bravo, ids.alpha]],
    ['organisation', () => `organizationId=${f.orgA}`, () => [ids.bravo, ids.alpha]],
    ['device', () => `deviceId=${f.deviceB}`, () => [ids.charlie]],
    ['assignee: nobody', () => 'assignee=none', () => [ids.delta, ids.charlie]],
    ['assignee: me', () => 'assignee=me', () => [ids.bravo]],
    ['assignee by id', () => `assignedAppUserId=${insider.userId}`, () => [ids.alpha]],
    ['type', () => 'type=TASK', () => [ids.charlie]],
    ['priority', () => 'priority=URGENT', () => [ids.alpha]],
    ['severity', () => 'severity=MAJOR', () => [ids.delta]],
    ['open tickets', () => 'open=true', () => [ids.delta, ids.charlie, ids.alpha]],
    ['solved tickets', () => 'open=false', () => [ids.bravo]],
  ])('filters by %s', async (_n, query, expected) => {
    expect(await listed(query())).toEqual(expected());
  });

  it('refuses a status id beyond the id range with a 400 naming it', async () => {
    const res = await t.admin.get('/api/ticketing/tickets?statusIds=1,89071566466');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['statusIds.1']);
  });

  it('answers 404 for a board that does not exist', async () => {
    const res = await t.admin.get('/api/ticketing/tickets?boardId=1');
    expect(res.statusCode).toBe(404);
  });

  it("narrows to a board's tickets in the board's order unless the caller sorts", async () => {
    const auth = (await loadAuthContext(t.app.db, (await createSession(t.app.db, t.admin.userId)).token))!;
    const boardFilter: BoardFilter = async (_db, boardId) => {
      expect(boardId).toBe(7);
      return {
        where: (eb) => eb('tickets.organization_id', 'is not', null),
        sort: [{ column: 'priority', direction: 'DESC' }],
      };
    };
    const query = (extra: object) => ticketListQuerySchema.parse({ boardId: '7', ...extra });
    const board = await listTickets(t.app.db, auth, query({}), boardFilter);
    expect(board.rows.map((r) => r.id)).toEqual([ids.alpha, ids.charlie, ids.bravo]);
    expect(board.total).toBe(3);
    const sorted = await listTickets(
      t.app.db,
      auth,
      query({ sortBy: 'id', sortDirection: 'ASC' }),
      boardFilter,
    );
    expect(sorted.rows.map((r) => r.id)).toEqual([ids.alpha, ids.bravo, ids.charlie]);
  });
});

describe('organisation scope', () => {
  it("lists only the caller's organisations; tickets without one only for all-organisation roles", async () => {
    expect(await listed('', insider)).toEqual([ids.bravo, ids.alpha]);
    expect(await listed('', outsider)).toEqual([ids.charlie]);
    expect(await listed('')).toContain(ids.delta);
    expect((await list(outsider, 'search=alpha')).totalElements).toBe(0);
  });

  it("keeps to the caller's organisations when SQLite walks the sort's index", async () => {
    const auth = (await loadAuthContext(t.app.db, (await createSession(t.app.db, insider.userId)).token))!;
    const q = ticketListQuerySchema.parse({ sortBy: 'summary', sortDirection: 'ASC' });
    const walked = await listTickets(t.app.db, auth, q, undefined, 0);
    expect(walked.rows.map((r) => r.id)).toEqual([ids.alpha, ids.bravo]);
    expect(walked.total).toBe(2);
  });

  it("answers 404 for another organisation's ticket and for one without an organisation", async () => {
    for (const url of [
      `/api/ticketing/tickets/${ids.alpha}`,
      `/api/ticketing/tickets/${ids.alpha}/comments`,
      `/api/ticketing/tickets/${ids.alpha}/history`,
      `/api/ticketing/tickets/${ids.delta}`,
    ]) {
      expect((await outsider.get(url)).statusCode, url).toBe(404);
    }
    expect((await outsider.put(`/api/ticketing/tickets/${ids.alpha}`, { summary: 'x' })).statusCode).toBe(
      404,
    );
    expect((await insider.get(`/api/ticketing/tickets/${ids.alpha}`)).statusCode).toBe(200);
    expect((await t.admin.get(`/api/ticketing/tickets/${ids.delta}`)).statusCode).toBe(200);
  });

  it("refuses to name another organisation's problem as a parent", async () => {
    const res = await outsider.put(`/api/ticketing/tickets/${ids.charlie}`, {
      type: 'INCIDENT',
      parentTicketId: ids.bravo,
    });
    expect(res.statusCode).toBe(404);
  });

  it("lists only the caller's problems in the picker", async () => {
    expect((await outsider.get('/api/ticketing/ticket/problem')).json().results).toEqual([]);
    expect((await insider.get('/api/ticketing/ticket/problem')).json().results).toEqual([
      { id: ids.bravo, name: 'bravo printer' },
    ]);
  });
});
