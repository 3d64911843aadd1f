// Policies through the API on the real server: override then revert restores the parent's values; a
// parent's change reaches the children that did not override it and not those that did; a parent
// of another role or a cycle is a 400 naming parentId; changing needs canManagePolicies.
import { diskItem } from '@warden/domain/testing/policy-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROLE = 'LINUX_WORKSTATION';

async function create(body: Record<string, unknown>) {
  const res = await t.admin.post('/api/policies', { nodeRoleId: ROLE, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** PUT of an item's value; agent settings take their bare value as the JSON body. */
const putItem = (id: number, section: string, key: string, value: unknown) =>
  t.admin.request('PUT', `/api/policies/${id}/items/${section}/${key}`, JSON.stringify(value), {
    headers: { 'content-type': 'application/json' },
  });

const detail = async (id: number) => (await t.admin.get(`/api/policies/${id}`)).json();

describe('inheritance through the API', () => {
  let parent: number;
  let child: number;
  let overriding: number;

  beforeAll(async () => {
    parent = await create({
      name: 'Linux baseline',
      overrides: {
        agentSettings: { heartbeatIntervalSeconds: 60, inventoryIntervalMinutes: 120 },
        conditions: { disk: diskItem(10) },
      },
    });
    child = await create({ name: 'Linux workstations', parentId: parent });
    overriding = await create({ name: 'Linux kiosks', parentId: parent });
  });

  it('shows the chain root first and every item inherited from the parent', async () => {
    const d = await detail(child);
    expect(d.chain.map((c: { name: string }) => c.name)).toEqual(['Linux baseline', 'Linux workstations']);
    expect(d.effective.agentSettings.heartbeatIntervalSeconds).toEqual({
      value: 60,
      inherited: true,
      overridden: false,
      sourcePolicyId: parent,
    });
    expect(d.effective.conditions[0]).toMatchObject({ key: 'disk', inherited: true, sourcePolicyId: parent });
  });

  it('override, then revert: the effective settings equal the parent’s again', async () => {
    const before = (await detail(child)).effective;
    const changed = await putItem(child, 'agentSettings', 'heartbeatIntervalSeconds', 15);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().effective.agentSettings.heartbeatIntervalSeconds).toMatchObject({
      value: 15,
      inherited: false,
      overridden: true,
      sourcePolicyId: child,
    });
    // Disabling an inherited condition overrides it too.
    const disabled = await putItem(child, 'conditions', 'disk', diskItem(10, false));
    expect(disabled.json().effective.conditions[0]).toMatchObject({
      overridden: true,
      value: { enabled: false },
    });

    await t.admin.delete(`/api/policies/${child}/items/agentSettings/heartbeatIntervalSeconds`);
    const reverted = await t.admin.delete(`/api/policies/${child}/items/conditions/disk`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().effective).toEqual(before);
    expect(reverted.json().policy.overrides.agentSettings).toEqual({});
  });

  it('a parent’s change reaches the children that did not override it, not those that did', async () => {
    expect((await putItem(overriding, 'conditions', 'disk', diskItem(25))).statusCode).toBe(200);
    expect((await putItem(parent, 'conditions', 'disk', diskItem(5))).statusCode).toBe(200);
    expect((await putItem(parent, 'agentSettings', 'inventoryIntervalMinutes', 30)).statusCode).toBe(200);

    const inheriting = (await detail(child)).effective;
    expect(inheriting.conditions[0].value.condition.thresholdPercent).toBe(5);
    expect(inheriting.agentSettings.inventoryIntervalMinutes.value).toBe(30);
    const overridden = (await detail(overriding)).effective;
    expect(overridden.conditions[0].value.condition.thresholdPercent).toBe(25);
    expect(overridden.agentSettings.inventoryIntervalMinutes.value).toBe(30);
  });

  it('refuses an item value that does not fit its section, naming the field', async () => {
    const res = await putItem(child, 'agentSettings', 'heartbeatIntervalSeconds', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('value');
    const unknown = await putItem(child, 'agentSettings', 'colour', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('key');
  });

  it('refuses a parent of another role, or one that makes a cycle, with 400 naming parentId', async () => {
    const server = (
      await t.admin.post('/api/policies', { name: 'Servers', nodeRoleId: 'LINUX_SERVER' })
    ).json().id;
    const otherRole = await t.admin.post('/api/policies', { name: 'X', nodeRoleId: ROLE, parentId: server });
    expect(otherRole.statusCode).toBe(400);
    expect(otherRole.json().error.fields).toHaveProperty('parentId');
    const reparent = await t.admin.patch(`/api/policies/${child}`, { parentId: server });
    expect(reparent.statusCode).toBe(400);
    expect(reparent.json().error.fields).toHaveProperty('parentId');

    const cycle = await t.admin.patch(`/api/policies/${parent}`, { parentId: child });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields.parentId).toMatch(/ancestor/);
    const self = await t.admin.patch(`/api/policies/${parent}`, { parentId: parent });
    expect(self.statusCode).toBe(400);
  });

  it('lists policies with their parent names, and refuses to delete one with children (409)', async () => {
    const list = (await t.admin.get(`/api/policies?nodeRoleId=${ROLE}`)).json();
    const summary = list.items.find((p: { id: number }) => p.id === child);
    expect(summary).toMatchObject({ parentName: 'Linux baseline', deviceCount: 0 });
    const res = await t.admin.delete(`/api/policies/${parent}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Linux workstations/);
    const leaf = await create({ name: 'Throwaway' });
    expect((await t.admin.delete(`/api/policies/${leaf}`)).statusCode).toBe(204);
    expect((await t.admin.get(`/api/policies/${leaf}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('lets a technician without canManagePolicies read but not change (403)', async () => {
    const id = await create({ name: 'Readable' });
    const tech = await t.admin.technicianWith([]);
    expect((await tech.get(`/api/policies/${id}`)).statusCode).toBe(200);
    expect((await tech.post('/api/policies', { name: 'Nope', nodeRoleId: ROLE })).statusCode).toBe(403);
    expect((await tech.patch(`/api/policies/${id}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await tech.delete(`/api/policies/${id}/items/conditions/disk`)).statusCode).toBe(403);
    const manager = await t.admin.technicianWith(['canManagePolicies']);
    expect((await manager.patch(`/api/policies/${id}`, { name: 'Renamed' })).json().name).toBe('Renamed');
  });
});

describe('device roles', () => {
  it('lists the built-in roles and adds one for a class', async () => {
    const roles = (await t.admin.get('/api/device-roles')).json();
    expect(roles.map((r: { id: string }) => r.id)).toContain('LINUX_SERVER');
    const added = await t.admin.post('/api/device-roles', { name: 'Kiosk', nodeClass: ROLE });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Kiosk', nodeClass: ROLE, builtIn: false });
  });
});
