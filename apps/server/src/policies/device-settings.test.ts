// A device's policy and own settings on the real server: the organisation's map entry for its role
// wins, else the installation default for the role; settings changes are recorded as activities;
// another organisation's device is out of reach (404, as the scope guard answers); removing a device
// revokes its credential, so its agent cannot fetch its policy any more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { setInstallationDefault } from './role-and-map-service.ts';

let t: TestApp;
let device: Awaited<ReturnType<typeof enrolDevice>>;
let mapped: number;
let fallback: number;

const ROLE = 'LINUX_WORKSTATION';

const agentPolicy = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/agent/policy', headers: { authorization } });

beforeAll(async () => {
  t = await createTestApp();
  device = await enrolDevice(t, { hostname: 'ws-01', platform: 'linux', isServer: false });
  const post = async (name: string) =>
    (
      await t.admin.post('/api/policies', {
        name,
        nodeRoleId: ROLE,
        overrides: { agentSettings: { inventoryIntervalMinutes: name === 'Mapped' ? 15 : 240 } },
      })
    ).json().id as number;
  mapped = await post('Mapped');
  fallback = await post('Fallback');
});
afterAll(async () => t.close());

describe('the policy a device runs by', () => {
  it('has none until a map entry or an installation default names its role', async () => {
    const s = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    expect(s).toMatchObject({ nodeRoleId: ROLE, policy: null, effective: null, approvalStatus: 'APPROVED' });
    expect((await agentPolicy(device.authorization)).json().policy).toBeNull();
  });

  it('falls back to the installation default for the role, and prefers the organisation’s entry', async () => {
    await setInstallationDefault(t.app.db, ROLE, fallback);
    let s = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    expect(s.policy).toEqual({ id: fallback, name: 'Fallback' });
    expect(s.policySource).toBe('INSTALLATION_DEFAULT');
    const before = (await agentPolicy(device.authorization)).json();
    expect(before.policy.agentSettings.inventoryIntervalMinutes).toBe(240);

    const map = await t.admin.put(`/api/organizations/${device.organizationId}/policy-map`, {
      entries: [{ nodeRoleId: ROLE, policyId: mapped }],
    });
    expect(map.json()).toEqual({ entries: [{ nodeRoleId: ROLE, policyId: mapped, policyName: 'Mapped' }] });
    s = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    expect(s).toMatchObject({ policy: { id: mapped }, policySource: 'ORGANIZATION' });
    const after = (await agentPolicy(device.authorization)).json();
    expect(after.policy.agentSettings.inventoryIntervalMinutes).toBe(15);
    expect(after.version).not.toBe(before.version);
  });

  it('refuses a map entry whose policy has another role, naming the entry', async () => {
    const server = (await t.admin.post('/api/policies', { name: 'S', nodeRoleId: 'LINUX_SERVER' })).json().id;
    const res = await t.admin.put(`/api/organizations/${device.organizationId}/policy-map`, {
      entries: [{ nodeRoleId: ROLE, policyId: server }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('entries.0.policyId');
  });

  it('refuses to delete a policy an organisation maps (409)', async () => {
    const res = await t.admin.delete(`/api/policies/${mapped}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('device settings', () => {
  it('changes the friendly name, role and backup enablement, recorded as an activity', async () => {
    const kiosk = (await t.admin.post('/api/device-roles', { name: 'Kiosk', nodeClass: ROLE })).json();
    const res = await t.admin.patch(`/api/devices/${device.nodeId}/settings`, {
      friendlyName: 'Reception PC',
      nodeRoleId: kiosk.id,
      backupEnabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The kiosk role is mapped nowhere, so the device now runs by no policy.
    expect(res.json()).toMatchObject({ friendlyName: 'Reception PC', nodeRoleId: kiosk.id, policy: null });
    expect(res.json().backupEnabled).toBe(false);
    const activities = (await t.admin.get(`/api/activities/devices/${device.nodeId}`)).json();
    const items = activities.results ?? activities.items ?? activities;
    expect(JSON.stringify(items)).toContain('DEVICE_SETTINGS_UPDATED');
    await t.admin.patch(`/api/devices/${device.nodeId}/settings`, { nodeRoleId: ROLE });
  });

  it('refuses a role of another device class, naming nodeRoleId', async () => {
    const res = await t.admin.patch(`/api/devices/${device.nodeId}/settings`, {
      nodeRoleId: 'WINDOWS_SERVER',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('nodeRoleId');
  });

  it('keeps another organisation’s device out of reach (404), and needs canManageDevices to change', async () => {
    const otherOrg = (await t.admin.post('/api/organizations', { name: 'Elsewhere' })).json().id;
    const outsider = await t.admin.technicianWith(['canManageDevices'], { organizationIds: [otherOrg] });
    expect((await outsider.get(`/api/devices/${device.nodeId}/settings`)).statusCode).toBe(404);
    expect(
      (await outsider.patch(`/api/devices/${device.nodeId}/settings`, { friendlyName: 'x' })).statusCode,
    ).toBe(404);
    const reader = await t.admin.technicianWith([], { organizationIds: [device.organizationId] });
    expect((await reader.get(`/api/devices/${device.nodeId}/settings`)).statusCode).toBe(200);
    expect(
      (await reader.patch(`/api/devices/${device.nodeId}/settings`, { friendlyName: 'x' })).statusCode,
    ).toBe(403);
  });

  it('removing a device revokes its credential: its agent can no longer fetch its policy', async () => {
    const gone = await enrolDevice(t, { organizationId: device.organizationId, hostname: 'ws-02' });
    expect((await agentPolicy(gone.authorization)).statusCode).toBe(200);
    expect((await t.admin.delete(`/api/devices/${gone.nodeId}`)).statusCode).toBe(200);
    expect((await agentPolicy(gone.authorization)).statusCode).toBe(401);
  });
});
