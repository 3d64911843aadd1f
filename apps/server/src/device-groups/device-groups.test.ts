// Device groups through the API: a saved search whose members follow the devices as they change,
// the organisation scope, and bad criteria refused with the field named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice } from '../testing/device-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { resolveGroupDeviceIds } from './device-group-queries.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

let orgA: number;
let orgB: number;
let web1: number;
let web2: number;
let db1: number;
let outsider: TestClient;

const memberNames = async (client: TestClient, groupId: number, query = '') => {
  const res = await client.get(`/api/device-groups/${groupId}/members${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { displayName: string }[]).map((d) => d.displayName);
};

const rename = (id: number, name: string) =>
  t.app.db.kysely
    .updateTable('devices')
    .set({ display_name: name, system_name: name.toUpperCase() })
    .where('id', '=', id)
    .execute();
const move = (id: number, organizationId: number) =>
  t.app.db.kysely
    .updateTable('devices')
    .set({ organization_id: organizationId })
    .where('id', '=', id)
    .execute();

beforeAll(async () => {
  orgA = (await t.admin.post('/api/organizations', { name: 'Group org A' })).json().id;
  orgB = (await t.admin.post('/api/organizations', { name: 'Group org B' })).json().id;
  web1 = await insertDevice(t.app, { organizationId: orgA, name: 'web-01' });
  web2 = await insertDevice(t.app, { organizationId: orgA, name: 'web-02', nodeClass: 'LINUX_SERVER' });
  db1 = await insertDevice(t.app, { organizationId: orgA, name: 'db-01' });
  await insertDevice(t.app, { organizationId: orgB, name: 'web-b1' });
  outsider = await t.admin.technicianWith(['canManageDevices'], { organizationIds: [orgB] });
});

describe('a group of devices', () => {
  it('holds the devices its criteria match now, and follows a device that changes name or organisation', async () => {
    const res = await t.admin.post('/api/device-groups', {
      name: 'Web servers',
      description: 'Front ends',
      organizationId: orgA,
      criteria: { name: 'web' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({
      name: 'Web servers',
      organizationName: 'Group org A',
      criteria: { name: 'web' },
    });
    expect(await memberNames(t.admin, group.id)).toEqual(['web-01', 'web-02']);

    await rename(db1, 'web-03');
    await rename(web2, 'mail-01');
    expect(await memberNames(t.admin, group.id)).toEqual(['web-01', 'web-03']);
    expect(await resolveGroupDeviceIds(t.app.db, group.id)).toEqual([web1, db1].sort((a, b) => a - b));

    await move(web1, orgB);
    expect(await memberNames(t.admin, group.id)).toEqual(['web-03']);
    expect(await resolveGroupDeviceIds(t.app.db, group.id)).toEqual([db1]);
    await move(web1, orgA);
    await rename(web2, 'web-02');
    await rename(db1, 'db-01');
  });

  it('pages, searches and sorts members as device search does, and applies every criterion', async () => {
    const group = (
      await t.admin.post('/api/device-groups', {
        name: 'Linux web',
        organizationId: orgA,
        criteria: { name: 'web', nodeClass: ['LINUX_SERVER'], online: true, lockhartEnabled: true },
      })
    ).json();
    expect(await memberNames(t.admin, group.id)).toEqual(['web-02']);
    const all = (await t.admin.post('/api/device-groups', { name: 'Everything', criteria: {} })).json();
    expect(all.organizationId).toBeNull();
    expect(await memberNames(t.admin, all.id, '?search=web&sortBy=displayName&sortDirection=DESC')).toEqual([
      'web-b1',
      'web-02',
      'web-01',
    ]);
    const page = await t.admin.get(`/api/device-groups/${all.id}/members?size=2&page=1`);
    expect(page.json()).toMatchObject({ totalElements: 4, totalPages: 2 });
  });

  it('edits criteria and organisation, lists by name and deletes', async () => {
    const group = (
      await t.admin.post('/api/device-groups', { name: 'a group', organizationId: orgA })
    ).json();
    const edited = await t.admin.put(`/api/device-groups/${group.id}`, {
      name: 'B group',
      organizationId: orgB,
      criteria: { name: 'b1' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await memberNames(t.admin, group.id)).toEqual(['web-b1']);
    const list = await t.admin.get('/api/device-groups?name=group');
    expect(list.json().results.map((g: { name: string }) => g.name)).toEqual(['B group']);
    expect((await t.admin.delete(`/api/device-groups/${group.id}`)).statusCode).toBe(200);
    expect((await t.admin.get(`/api/device-groups/${group.id}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    [{ name: 'x', criteria: { nodeClass: ['TOASTER'] } }, 'criteria.nodeClass.0'],
    [{ name: 'x', criteria: { colour: 'red' } }, 'criteria.colour'],
    [{ name: 'x', criteria: { online: 'yes' } }, 'criteria.online'],
    [{ name: '  ' }, 'name'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await t.admin.post('/api/device-groups', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
  });
});

describe('scope', () => {
  it("keeps a technician limited to another organisation out of a group's devices", async () => {
    const group = (
      await t.admin.post('/api/device-groups', { name: 'Secret A', organizationId: orgA })
    ).json();
    const across = (await t.admin.post('/api/device-groups', { name: 'Secret all' })).json();
    for (const id of [group.id, across.id]) {
      expect((await outsider.get(`/api/device-groups/${id}`)).statusCode).toBe(404);
      expect((await outsider.get(`/api/device-groups/${id}/members`)).statusCode).toBe(404);
      expect(
        (await outsider.put(`/api/device-groups/${id}`, { name: 'mine', organizationId: orgB })).statusCode,
      ).toBe(404);
      expect((await outsider.delete(`/api/device-groups/${id}`)).statusCode).toBe(404);
    }
    expect((await outsider.post('/api/device-groups', { name: 'x', organizationId: orgA })).statusCode).toBe(
      404,
    );
    const list = await outsider.get('/api/device-groups');
    expect(list.body).not.toContain('Secret');
  });

  it('lets a limited technician work in their organisation, but not across every organisation', async () => {
    const own = await outsider.post('/api/device-groups', { name: 'Mine', organizationId: orgB });
    expect(own.statusCode, own.body).toBe(201);
    expect(await memberNames(outsider, own.json().id)).toEqual(['web-b1']);
    const across = await outsider.post('/api/device-groups', { name: 'Everything', organizationId: null });
    expect(across.statusCode).toBe(400);
    expect(across.json().error.fields).toHaveProperty('organizationId');
  });

  it('needs canManageDevices to change groups, not to read them', async () => {
    const reader = await t.admin.technicianWith([], { organizationIds: [orgA] });
    const group = (
      await t.admin.post('/api/device-groups', { name: 'Readable', organizationId: orgA })
    ).json();
    expect((await reader.get(`/api/device-groups/${group.id}/members`)).statusCode).toBe(200);
    expect((await reader.post('/api/device-groups', { name: 'no', organizationId: orgA })).statusCode).toBe(
      403,
    );
    expect((await reader.delete(`/api/device-groups/${group.id}`)).statusCode).toBe(403);
  });
});
