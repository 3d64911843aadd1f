// Opening a saved rule answers the names of the organisations, locations and people it names, with
// the deleted ones flagged, and leaves out what a scoped technician may not see.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { insertLocation, insertOrganization } from './testing/ticket-rows.ts';

let t: TestApp;
let scoped: TestClient;
let ruleId: number;
const ids = {
  orgA: 0,
  orgB: 0,
  locA: 0,
  locB: 0,
  dan: 0,
  danUid: randomUUID(),
  bea: randomUUID(),
  admin: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const now = new Date().toISOString();
  ids.orgA = await insertOrganization(db, 'Alpha');
  ids.orgB = await insertOrganization(db, 'Bravo');
  ids.locA = await insertLocation(db, ids.orgA, 'Head office');
  ids.locB = await insertLocation(db, ids.orgB, 'Depot');
  await db.kysely
    .insertInto('end_users')
    .values({
      uid: ids.bea,
      kind: 'CONTACT',
      organization_id: ids.orgB,
      name: 'Bea',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const dan = await db.kysely
    .insertInto('users')
    .values({
      uid: ids.danUid,
      email: 'dan@example.test',
      first_name: 'Dan',
      last_name: 'Departed',
      phone: null,
      user_type: 'TECHNICIAN',
      status: 'ACTIVE',
      role_id: null,
      password_hash: null,
      hide_help_tooltip: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.dan = dan.id;
  const admin = await db.kysely
    .selectFrom('users')
    .select('uid')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  ids.admin = admin.uid;
  const saved = await t.admin.post('/api/ticketing/automations', {
    name: 'Named things',
    automationType: 'EVENT_BASED',
    conditions: {
      all: [
        { field: 'organization', operator: 'contains_any', value: [ids.orgA, ids.orgB] },
        { field: 'location', operator: 'contains_any', value: [ids.locA, ids.locB] },
      ],
      any: [
        { field: 'requester', operator: 'equals', value: ids.bea },
        { field: 'assignee', operator: 'equals', value: ids.danUid },
        { field: 'updated_by', operator: 'contains_any', value: [ids.admin] },
      ],
    },
    actions: [
      {
        type: 'TICKET_CHANGE_VALUE',
        changes: [{ field: 'ticket', properties: { organization: ids.orgA, assignedAppUserId: ids.dan } }],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  ruleId = saved.json().id;
  // Things named by a saved rule may be deleted afterwards; the editor must still name them.
  await db.kysely.updateTable('organizations').set({ deleted: 1 }).where('id', '=', ids.orgB).execute();
  await db.kysely.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', ids.dan).execute();
  scoped = await t.admin.technicianWith([], { organizationIds: [ids.orgA] });
});
afterAll(async () => t?.close());

describe('GET /ticketing/automations/:id references', () => {
  it('names every organisation, location and person, deleted ones flagged', async () => {
    const res = await t.admin.get(`/api/ticketing/automations/${ruleId}`);
    expect(res.statusCode).toBe(200);
    const { references, name } = res.json();
    expect(name).toBe('Named things');
    expect(references.organizations).toEqual([
      { id: ids.orgA, name: 'Alpha', deleted: false },
      { id: ids.orgB, name: 'Bravo', deleted: true },
    ]);
    expect(references.locations).toEqual([
      { id: ids.locA, name: 'Head office', organizationName: 'Alpha', deleted: false },
      { id: ids.locB, name: 'Depot', organizationName: 'Bravo', deleted: false },
    ]);
    expect(references.users).toHaveLength(3);
    expect(references.users).toEqual(
      expect.arrayContaining([
        { uid: ids.bea, id: expect.any(Number), name: 'Bea', kind: 'CONTACT', deleted: false },
        { uid: ids.danUid, id: ids.dan, name: 'Dan Departed', kind: 'TECHNICIAN', deleted: true },
        expect.objectContaining({ uid: ids.admin, kind: 'TECHNICIAN', deleted: false }),
      ]),
    );
  });

  it("leaves out another organisation's records for a scoped technician", async () => {
    const res = await scoped.get(`/api/ticketing/automations/${ruleId}`);
    expect(res.statusCode).toBe(200);
    const { references } = res.json();
    expect(references.organizations).toEqual([{ id: ids.orgA, name: 'Alpha', deleted: false }]);
    expect(references.locations.map((l: { id: number }) => l.id)).toEqual([ids.locA]);
    // Bea belongs to Bravo and the administrator's role reaches every organisation.
    expect(references.users.map((u: { uid: string }) => u.uid)).toEqual([ids.danUid]);
  });

  it('answers no references for a rule that names nothing', async () => {
    const res = await t.admin.post('/api/ticketing/automations', {
      name: 'Plain',
      automationType: 'RESPONSE_TEMPLATE',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Noted' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = await t.admin.get(`/api/ticketing/automations/${res.json().id}`);
    expect(got.json().references).toEqual({ organizations: [], locations: [], users: [] });
  });
});
