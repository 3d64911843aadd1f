// The mention picker's technicians: found by name or e-mail, or named by id (deleted ones flagged),
// each marked permitted exactly when the mention mail would reach them, for callers who reach the ticket.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
let insider: TestClient;
let outsider: TestClient;
let gone: TestClient;
let ticketId: number;

const rename = (userId: number, first: string, last: string, email: string) =>
  t.app.db.kysely
    .updateTable('users')
    .set({ first_name: first, last_name: last, email })
    .where('id', '=', userId)
    .execute();
const candidates = (client: TestClient, query: string, id = ticketId) =>
  client.get(`/api/ticketing/ticket/${id}/mention-candidates?${query}`);

beforeAll(async () => {
  f = await helpdeskFixture(t);
  insider = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  outsider = await t.admin.technicianWith([], { organizationIds: [f.orgB] });
  gone = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  await rename(insider.userId, 'Quentin', 'Mentionable', 'q.insider@example.test');
  await rename(outsider.userId, 'quinn', 'Mentionable', 'q.outsider@example.test');
  await rename(gone.userId, 'Quincy', 'Mentionable', 'q.gone@example.test');
  await t.app.db.kysely
    .updateTable('users')
    .set({ status: 'DISABLED' })
    .where('id', '=', gone.userId)
    .execute();
  ticketId = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Mention here',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    })
  ).json().id;
});

describe('mention candidates', () => {
  it('finds technicians by part of a name or e-mail, any case, ordered by name', async () => {
    const res = await candidates(insider, 'query=MENTIONABLE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: insider.userId,
        uid: expect.any(String),
        name: 'Quentin Mentionable',
        email: 'q.insider@example.test',
        deleted: false,
        permitted: true,
      },
      expect.objectContaining({
        id: gone.userId,
        name: 'Quincy Mentionable',
        deleted: true,
        permitted: false,
      }),
      expect.objectContaining({ id: outsider.userId, name: 'quinn Mentionable', deleted: false }),
    ]);
    const byMail = await candidates(insider, 'query=q.outsider%40example');
    expect(byMail.json().map((c: { id: number }) => c.id)).toEqual([outsider.userId]);
    const fullName = await candidates(insider, 'query=quentin%20mention');
    expect(fullName.json().map((c: { id: number }) => c.id)).toEqual([insider.userId]);
  });

  it('marks a technician restricted to another organisation as not permitted', async () => {
    const res = await candidates(t.admin, 'query=quinn');
    expect(res.json()).toEqual([expect.objectContaining({ id: outsider.userId, permitted: false })]);
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const res = await candidates(insider, `query=${encodeURIComponent('%_')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers at most 20 technicians', async () => {
    const res = await candidates(t.admin, 'query=');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeLessThanOrEqual(20);
  });

  it('resolves exactly the ids given, deleted ones included and unknown ids left out', async () => {
    const res = await candidates(insider, `ids=${gone.userId},${insider.userId},999999,${gone.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: gone.userId, deleted: true, permitted: false }),
      expect.objectContaining({ id: insider.userId, deleted: false, permitted: true }),
    ]);
  });

  it('answers 404 to a technician who cannot reach the ticket, and 404 for a missing ticket', async () => {
    const res = await candidates(outsider, 'query=q');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Mentionable');
    expect((await candidates(t.admin, 'query=q', 999_999)).statusCode).toBe(404);
  });

  it('refuses bad ids and queries with a 400 naming the field', async () => {
    for (const ids of ['', 'abc', '1,,2', '-1', '0', '1.5', '99999999999', 'x'.repeat(3000)]) {
      const res = await candidates(insider, `ids=${encodeURIComponent(ids)}`);
      expect(res.statusCode, ids).toBe(400);
      expect(Object.keys(res.json().error.fields).join(), ids).toMatch(/^ids/);
    }
    const both = await candidates(insider, `ids=${insider.userId}&query=q`);
    expect(both.statusCode).toBe(400);
    const unknown = await candidates(insider, 'other=1');
    expect(unknown.statusCode).toBe(400);
  });

  it('answers any hostile ids or ticket id with a 4xx, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ maxLength: 12 }),
        async (ids, id) => {
          const res = await insider.get(
            `/api/ticketing/ticket/${encodeURIComponent(id)}/mention-candidates?ids=${encodeURIComponent(ids)}`,
          );
          expect(res.statusCode, `${id} ${ids}`).toBeLessThan(500);
          if (res.statusCode !== 200) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 60 },
    );
  });
});
