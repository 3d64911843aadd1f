// The requester picker: technicians, end users and contacts in one list sorted by name, searched by
// name or e-mail, paged 50, within the caller's organisations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let orgA: number;
let orgB: number;
let techB: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await t.admin.post('/api/organizations', { name: 'Org A' })).json().id;
  orgB = (await t.admin.post('/api/organizations', { name: 'Org B' })).json().id;
  techB = await t.admin.technicianWith([], { organizationIds: [orgB], email: 'tech-b@msp.test' });
  await t.admin.technicianWith([], { organizationIds: [orgA], email: 'tech-a@msp.test' });
  const add = (kind: string, firstName: string, organizationId: number | null, email: string | null = null) =>
    t.admin.post('/api/ticketing/end-users', { kind, firstName, organizationId, email });
  await add('END_USER', 'Mia', orgA, 'mia@a.test');
  await add('CONTACT', 'Noah', orgB, 'noah@b.test');
  await add('END_USER', 'Ola', null, 'ola@x.test');
  const gone = await add('END_USER', 'Gone', orgB);
  await t.admin.delete(`/api/ticketing/end-users/${gone.json().id}`);
});
afterAll(async () => t.close());

const pick = (who: TestClient, query = '') => who.get(`/api/query/requesters${query}`);
const namesOf = async (who: TestClient, query = '') =>
  (await pick(who, query)).json().results.map((p: { name: string }) => p.name);

describe('requester picker', () => {
  it('lists technicians, end users and contacts by name to an all-organisation technician', async () => {
    const res = await pick(t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((p: { name: string; kind: string }) => `${p.kind} ${p.name}`)).toEqual([
      'END_USER Mia',
      'CONTACT Noah',
      'END_USER Ola',
      expect.stringMatching(/^TECHNICIAN Test /),
      expect.stringMatching(/^TECHNICIAN Test /),
      'TECHNICIAN Warden Administrator',
    ]);
    expect(body.totalElements).toBe(6);
    const mia = body.results[0];
    expect(mia).toEqual({
      uid: expect.any(String),
      id: expect.any(Number),
      name: 'Mia',
      email: 'mia@a.test',
      kind: 'END_USER',
      deleted: false,
    });
    const admin = body.results[5];
    expect(admin).toMatchObject({ id: t.admin.userId, email: 'admin@example.test', kind: 'TECHNICIAN' });
  });

  it('searches by name or e-mail in any case', async () => {
    expect(await namesOf(t.admin, '?name=NOAH@')).toEqual(['Noah']);
    expect(await namesOf(t.admin, '?name=warden%20ad')).toEqual(['Warden Administrator']);
    expect(
      (await pick(t.admin, '?name=tech-b')).json().results.map((p: { email: string }) => p.email),
    ).toEqual(['tech-b@msp.test']);
    expect(await namesOf(t.admin, '?name=%25')).toEqual([]);
  });

  it('narrows end users and contacts to an organisation, technicians staying', async () => {
    const names = await namesOf(t.admin, `?organizationId=${orgB}`);
    expect(names.filter((n: string) => !n.startsWith('Test ') && n !== 'Warden Administrator')).toEqual([
      'Noah',
    ]);
  });

  it('pages 50 by default', async () => {
    const page = (await pick(t.admin, '?size=2&page=2')).json();
    expect(page).toMatchObject({ totalElements: 6, totalPages: 3 });
    expect(page.results).toHaveLength(2);
    expect(Object.keys((await pick(t.admin, '?size=51')).json().error.fields)).toEqual(['size']);
  });

  it('shows a scoped technician only their organisations’ people and technicians within them', async () => {
    const res = await pick(techB);
    const people = res.json().results.map((p: { name: string; email: string }) => p.email);
    expect(people.sort()).toEqual(['noah@b.test', 'tech-b@msp.test']);
    expect((await pick(techB, `?organizationId=${orgA}`)).statusCode).toBe(404);
  });
});
