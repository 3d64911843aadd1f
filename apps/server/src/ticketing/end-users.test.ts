// End users and contacts: paged by kind and organisation, searched by name, sorted by name; e-mail
// unique per kind among those not deleted; soft deletion; and the organisation scope on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let orgA: number;
let orgB: number;
/** canManageTicketing, limited to organisation B. */
let managerB: TestClient;
/** No permission, limited to organisation B. */
let readerB: TestClient;

const person = (over: Record<string, unknown> = {}) => ({
  kind: 'END_USER',
  organizationId: orgA,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await t.admin.post('/api/organizations', { name: 'Org A' })).json().id;
  orgB = (await t.admin.post('/api/organizations', { name: 'Org B' })).json().id;
  managerB = await t.admin.technicianWith(['canManageTicketing'], { organizationIds: [orgB] });
  readerB = await t.admin.technicianWith([], { organizationIds: [orgB] });
});
afterAll(async () => t.close());

const list = (who: TestClient, query: string) => who.get(`/api/ticketing/end-users?${query}`);
const names = async (who: TestClient, query: string) =>
  (await list(who, query)).json().results.map((p: { name: string }) => p.name);

describe('end users and contacts', () => {
  let ada: { id: number; uid: string };

  it('creates one with a uid and a name from first and last name', async () => {
    const res = await t.admin.post(
      '/api/ticketing/end-users',
      person({ email: 'Ada@Example.test', phone: '+1 555' }),
    );
    expect(res.statusCode).toBe(201);
    ada = res.json();
    expect(res.json()).toEqual({
      id: expect.any(Number),
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'END_USER',
      organizationId: orgA,
      organizationName: 'Org A',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: '+1 555',
      jobTitle: '',
      deleted: false,
    });
  });

  it('names one without a name by their e-mail address, and refuses one with neither', async () => {
    const res = await t.admin.post(
      '/api/ticketing/end-users',
      person({ kind: 'CONTACT', firstName: '', lastName: '', email: 'zed@example.test' }),
    );
    expect(res.json().name).toBe('zed@example.test');
    const none = await t.admin.post(
      '/api/ticketing/end-users',
      person({ firstName: '', lastName: '', email: null }),
    );
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().error.fields)).toEqual(['firstName']);
  });

  it('keeps e-mail addresses unique per kind among people not deleted, naming email', async () => {
    const before = (await list(t.admin, 'kind=END_USER')).body;
    const clash = await t.admin.post(
      '/api/ticketing/end-users',
      person({ firstName: 'Other', email: 'ADA@example.test' }),
    );
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().error.fields)).toEqual(['email']);
    const badEmail = await t.admin.post('/api/ticketing/end-users', person({ email: 'not-an-address' }));
    expect(Object.keys(badEmail.json().error.fields)).toEqual(['email']);
    expect((await list(t.admin, 'kind=END_USER')).body).toBe(before);
    // The same address as a contact is another person.
    const contact = await t.admin.post('/api/ticketing/end-users', person({ kind: 'CONTACT' }));
    expect(contact.statusCode).toBe(201);
  });

  it('lists by kind and organisation, searched by name and sorted by name, paged', async () => {
    await t.admin.post(
      '/api/ticketing/end-users',
      person({ firstName: 'bob', lastName: 'Brown', email: null }),
    );
    await t.admin.post(
      '/api/ticketing/end-users',
      person({ firstName: 'Carl', lastName: 'B', email: 'c@b.test', organizationId: orgB }),
    );
    expect(await names(t.admin, 'kind=END_USER')).toEqual(['Ada Lovelace', 'bob Brown', 'Carl B']);
    expect(await names(t.admin, 'kind=CONTACT')).toEqual(['Ada Lovelace', 'zed@example.test']);
    expect(await names(t.admin, `kind=END_USER&organizationId=${orgB}`)).toEqual(['Carl B']);
    expect(await names(t.admin, 'kind=END_USER&name=LOVE')).toEqual(['Ada Lovelace']);
    const page = (await list(t.admin, 'kind=END_USER&size=2&page=1')).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page.results.map((p: { name: string }) => p.name)).toEqual(['Carl B']);
    const bad = await list(t.admin, 'kind=ROBOT');
    expect(Object.keys(bad.json().error.fields)).toEqual(['kind']);
  });

  it('edits one, keeping its uid, and refuses another person’s address', async () => {
    const res = await t.admin.put(
      `/api/ticketing/end-users/${ada.id}`,
      person({ lastName: 'King', jobTitle: 'Analyst' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: ada.uid, name: 'Ada King', jobTitle: 'Analyst' });
    const clash = await t.admin.put(`/api/ticketing/end-users/${ada.id}`, person({ email: 'c@b.test' }));
    expect(Object.keys(clash.json().error.fields)).toEqual(['email']);
  });

  it('deletes softly: the row stays, lists and edits leave it out, its address is free again', async () => {
    expect((await t.admin.delete(`/api/ticketing/end-users/${ada.id}`)).json()).toEqual({ ok: true });
    const row = await t.app.db.kysely
      .selectFrom('end_users')
      .selectAll()
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    expect(await names(t.admin, 'kind=END_USER')).toEqual(['bob Brown', 'Carl B']);
    expect((await t.admin.put(`/api/ticketing/end-users/${ada.id}`, person())).statusCode).toBe(404);
    expect((await t.admin.delete(`/api/ticketing/end-users/${ada.id}`)).statusCode).toBe(404);
    expect((await t.admin.post('/api/ticketing/end-users', person())).statusCode).toBe(201);
  });
});

describe('organisation scope', () => {
  let inA: number;
  let inB: number;
  let orphan: number;

  beforeAll(async () => {
    inA = (
      await t.admin.post(
        '/api/ticketing/end-users',
        person({ kind: 'CONTACT', email: 'sa@a.test', firstName: 'Scoped A' }),
      )
    ).json().id;
    inB = (
      await t.admin.post(
        '/api/ticketing/end-users',
        person({ kind: 'CONTACT', email: 'sb@b.test', firstName: 'Scoped B', organizationId: orgB }),
      )
    ).json().id;
    orphan = (
      await t.admin.post(
        '/api/ticketing/end-users',
        person({ kind: 'CONTACT', email: 'o@x.test', firstName: 'Orphan', organizationId: null }),
      )
    ).json().id;
  });

  it('lists only the caller’s organisations to a scoped technician, people without one to nobody scoped', async () => {
    const seen = await names(readerB, 'kind=CONTACT&name=o');
    expect(seen).toEqual(['Scoped B Lovelace']);
    expect(await names(t.admin, 'kind=CONTACT&name=orphan')).toEqual(['Orphan Lovelace']);
    expect((await list(readerB, `kind=CONTACT&organizationId=${orgA}`)).statusCode).toBe(404);
  });

  it('lets a scoped manager edit their organisation’s people only (404 elsewhere and without an organisation)', async () => {
    const edit = (id: number, over: Record<string, unknown> = {}) =>
      managerB.put(
        `/api/ticketing/end-users/${id}`,
        person({ kind: 'CONTACT', email: `e${id}@b.test`, organizationId: orgB, ...over }),
      );
    expect((await edit(inB)).statusCode).toBe(200);
    expect((await edit(inA)).statusCode).toBe(404);
    expect((await edit(orphan)).statusCode).toBe(404);
    expect((await managerB.delete(`/api/ticketing/end-users/${inA}`)).statusCode).toBe(404);
    // Moving one of theirs to an organisation they do not see.
    expect((await edit(inB, { organizationId: orgA })).statusCode).toBe(404);
    const create = await managerB.post('/api/ticketing/end-users', person({ email: 'n@a.test' }));
    expect(create.statusCode).toBe(404);
    const noOrg = await managerB.post(
      '/api/ticketing/end-users',
      person({ email: 'n@x.test', organizationId: null }),
    );
    expect(noOrg.statusCode).toBe(403);
    expect(Object.keys(noOrg.json().error.fields)).toEqual(['organizationId']);
    const stored = await t.app.db.kysely
      .selectFrom('end_users')
      .select('organization_id')
      .where('id', '=', inB)
      .executeTakeFirstOrThrow();
    expect(stored.organization_id).toBe(orgB);
  });

  it('needs canManageTicketing to change people, not to list them', async () => {
    expect((await list(readerB, 'kind=CONTACT')).statusCode).toBe(200);
    expect(
      (await readerB.post('/api/ticketing/end-users', person({ organizationId: orgB }))).statusCode,
    ).toBe(403);
    expect(
      (await readerB.put(`/api/ticketing/end-users/${inB}`, person({ organizationId: orgB }))).statusCode,
    ).toBe(403);
    expect((await readerB.delete(`/api/ticketing/end-users/${inB}`)).statusCode).toBe(403);
  });

  it('lets an all-organisation manager place a person without an organisation', async () => {
    const res = await t.admin.put(
      `/api/ticketing/end-users/${orphan}`,
      person({ kind: 'CONTACT', email: 'o@x.test', organizationId: orgB }),
    );
    expect(res.json()).toMatchObject({ organizationId: orgB, organizationName: 'Org B' });
    expect(
      (
        await managerB.put(
          `/api/ticketing/end-users/${orphan}`,
          person({ kind: 'CONTACT', email: 'o@x.test', organizationId: orgB }),
        )
      ).statusCode,
    ).toBe(200);
  });
});
