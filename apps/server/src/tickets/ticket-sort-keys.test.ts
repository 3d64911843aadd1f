// The sort keys kept on ticket rows follow every rename of what they name (organisation, location,
// end user, technician, form) and every change of the ticket, so the list keeps sorting by the
// names shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
let techX: TestClient;
let techY: TestClient;
const ids = { a: 0, b: 0 };
const forms = { a: 0, b: 0 };

const form = async (name: string) =>
  (await t.admin.post('/api/ticketing/forms', { name, attributes: [] })).json().id as number;
const uidOf = async (userId: number) =>
  (await t.app.db.kysely.selectFrom('users').select('uid').where('id', '=', userId).executeTakeFirstOrThrow())
    .uid;

beforeAll(async () => {
  f = await helpdeskFixture(t);
  techX = await t.admin.technicianWith([]);
  techY = await t.admin.technicianWith([]);
  forms.a = await form('Form A');
  forms.b = await form('Form B');
  const make = async (body: Record<string, unknown>) => {
    const res = await t.admin.post('/api/ticketing/tickets', body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  ids.a = await make({
    summary: 'sortkey a',
    organizationId: f.orgA,
    locationId: f.locationA,
    deviceId: f.deviceA,
    requesterUid: f.endUserUid,
    assignedAppUserId: techX.userId,
    ticketFormId: forms.a,
  });
  ids.b = await make({
    summary: 'sortkey b',
    organizationId: f.orgB,
    locationId: f.locationB,
    deviceId: f.deviceB,
    requesterUid: await uidOf(techY.userId),
    assignedAppUserId: techY.userId,
    ticketFormId: forms.b,
  });
});

const keysOf = (id: number) =>
  t.app.db.kysely
    .selectFrom('tickets')
    .select([
      'organization_name',
      'location_name',
      'device_name',
      'requester_name',
      'assignee_name',
      'form_name',
      'status_position',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const ascending = async (column: string) => {
  const res = await t.admin.get(`/api/ticketing/tickets?search=sortkey&sortBy=${column}&sortDirection=ASC`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((r: { id: number }) => r.id);
};

describe('sort keys', () => {
  it('are written with the ticket, lower-cased', async () => {
    expect(await keysOf(ids.a)).toEqual({
      organization_name: 'alpha',
      location_name: 'site a',
      device_name: 'pc-alpha',
      requester_name: 'erin enduser',
      // Test technicians are named "Test <random suffix>".
      assignee_name: expect.stringMatching(/^test [a-z0-9]+$/),
      form_name: 'form a',
      status_position: expect.any(Number),
    });
    expect(await ascending('organization')).toEqual([ids.a, ids.b]);
  });

  it('follow an organisation rename', async () => {
    const res = await t.admin.put(`/api/organizations/${f.orgA}`, { name: 'Zulu Org' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keysOf(ids.a)).organization_name).toBe('zulu org');
    expect(await ascending('organization')).toEqual([ids.b, ids.a]);
  });

  it('follow a location rename', async () => {
    const res = await t.admin.put(`/api/organizations/${f.orgA}/locations/${f.locationA}`, {
      name: 'Zulu Site',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keysOf(ids.a)).location_name).toBe('zulu site');
    expect(await ascending('location')).toEqual([ids.b, ids.a]);
  });

  it('follow an end user rename', async () => {
    const row = await t.app.db.kysely
      .selectFrom('end_users')
      .select('id')
      .where('uid', '=', f.endUserUid)
      .executeTakeFirstOrThrow();
    const res = await t.admin.put(`/api/ticketing/end-users/${row.id}`, {
      kind: 'END_USER',
      organizationId: f.orgA,
      firstName: 'Zulu',
      lastName: 'Zed',
      email: 'erin@example.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keysOf(ids.a)).requester_name).toBe('zulu zed');
    expect(await ascending('requester')).toEqual([ids.b, ids.a]);
  });

  it('follow a technician rename, as assignee and as requester', async () => {
    const current = (await t.admin.get(`/api/technicians/${techY.userId}`)).json();
    const res = await t.admin.put(`/api/technicians/${techY.userId}`, {
      firstName: 'Zz',
      lastName: 'Top',
      roleId: current.roleId,
      status: current.status,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await keysOf(ids.b)).toMatchObject({ assignee_name: 'zz top', requester_name: 'zz top' });
    expect(await ascending('assignedAppUser')).toEqual([ids.a, ids.b]);
    expect(await ascending('requester')).toEqual([ids.a, ids.b]);
  });

  it('follow a form rename', async () => {
    const res = await t.admin.put(`/api/ticketing/forms/${forms.a}`, { name: 'Zulu form', attributes: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keysOf(ids.a)).form_name).toBe('zulu form');
    expect(await ascending('ticketForm')).toEqual([ids.b, ids.a]);
  });

  it("follow a change of the ticket's references and status", async () => {
    const res = await t.admin.put(`/api/ticketing/tickets/${ids.b}`, {
      organizationId: f.orgA,
      statusId: 5,
      ticketFormId: null,
      assignedAppUserId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const position = await t.app.db.kysely
      .selectFrom('ticket_statuses')
      .select('position')
      .where('id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(await keysOf(ids.b)).toMatchObject({
      organization_name: 'zulu org',
      // Another organisation's location and device are let go with the move.
      location_name: null,
      device_name: null,
      form_name: null,
      assignee_name: null,
      status_position: position.position,
    });
  });
});
