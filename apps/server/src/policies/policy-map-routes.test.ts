// The node-role policy map and the installation default per role over HTTP: a map entry or default
// naming a policy of another role is a 400 naming its field; the map is scoped to the caller's
// organisations; a default is installation-wide, so a technician restricted to some organisations
// cannot reach it; a default set, then cleared, is what a device of an unmapped role runs by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let device: Awaited<ReturnType<typeof enrolDevice>>;
let workstationPolicy: number;
let serverPolicy: number;

const ROLE = 'LINUX_WORKSTATION';
const defaultUrl = (role: string) => `/api/webapp/noderole/${role}/default-policy`;
const mapUrl = (organizationId: number) => `/api/organizations/${organizationId}/policy-map`;

const createPolicy = async (name: string, nodeRoleId: string) =>
  (await t.admin.post('/api/policies', { name, nodeRoleId })).json().id as number;

beforeAll(async () => {
  t = await createTestApp();
  device = await enrolDevice(t, { hostname: 'map-ws-01', platform: 'linux', isServer: false });
  workstationPolicy = await createPolicy('Workstation baseline', ROLE);
  serverPolicy = await createPolicy('Server baseline', 'LINUX_SERVER');
});
afterAll(async () => t.close());

describe('the organisation’s policy map', () => {
  it('puts and gets entries, and refuses a policy of another role naming entries.N.policyId', async () => {
    const put = await t.admin.put(mapUrl(device.organizationId), {
      entries: [{ nodeRoleId: ROLE, policyId: workstationPolicy }],
    });
    expect(put.statusCode).toBe(200);
    const entry = { nodeRoleId: ROLE, policyId: workstationPolicy, policyName: 'Workstation baseline' };
    expect((await t.admin.get(mapUrl(device.organizationId))).json()).toEqual({ entries: [entry] });

    const wrong = await t.admin.put(mapUrl(device.organizationId), {
      entries: [
        { nodeRoleId: ROLE, policyId: workstationPolicy },
        { nodeRoleId: 'LINUX_SERVER', policyId: workstationPolicy },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ 'entries.1.policyId': expect.any(String) });
    expect((await t.admin.get(mapUrl(device.organizationId))).json()).toEqual({ entries: [entry] });
    await t.admin.put(mapUrl(device.organizationId), { entries: [] });
  });

  it('keeps another organisation’s map out of reach of a restricted technician', async () => {
    const otherOrg = (await t.admin.post('/api/organizations', { name: 'Map Elsewhere' })).json().id;
    const outsider = await t.admin.technicianWith(['canManagePolicies'], { organizationIds: [otherOrg] });
    expect((await outsider.get(mapUrl(device.organizationId))).statusCode).toBe(404);
    const put = await outsider.put(mapUrl(device.organizationId), {
      entries: [{ nodeRoleId: ROLE, policyId: workstationPolicy }],
    });
    expect([403, 404]).toContain(put.statusCode);
    expect((await outsider.get(mapUrl(otherOrg))).statusCode).toBe(200);
  });
});

describe('the installation default per role', () => {
  it('is set, used by a device whose organisation leaves its role unmapped, and cleared', async () => {
    expect((await t.admin.get('/api/webapp/noderole/default-policies')).json()).toEqual({ entries: [] });
    const set = await t.admin.put(defaultUrl(ROLE), { policyId: workstationPolicy });
    expect(set.statusCode).toBe(200);
    const entry = { nodeRoleId: ROLE, policyId: workstationPolicy, policyName: 'Workstation baseline' };
    expect(set.json()).toEqual(entry);
    expect((await t.admin.get('/api/webapp/noderole/default-policies')).json()).toEqual({ entries: [entry] });

    let settings = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    expect(settings).toMatchObject({
      policy: { id: workstationPolicy, name: 'Workstation baseline' },
      policySource: 'INSTALLATION_DEFAULT',
    });
    const agent = await t.app.inject({
      method: 'GET',
      url: '/api/agent/policy',
      headers: { authorization: device.authorization },
    });
    expect(agent.json().policy).not.toBeNull();

    const cleared = await t.admin.delete(defaultUrl(ROLE));
    expect(cleared.statusCode).toBe(204);
    expect((await t.admin.get('/api/webapp/noderole/default-policies')).json()).toEqual({ entries: [] });
    settings = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    expect(settings).toMatchObject({ policy: null, policySource: null });
  });

  it('refuses a policy of another role or none, naming policyId, and an unknown role (404)', async () => {
    const wrong = await t.admin.put(defaultUrl(ROLE), { policyId: serverPolicy });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('policyId');
    const missing = await t.admin.put(defaultUrl(ROLE), { policyId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('policyId');
    expect((await t.admin.put(defaultUrl('no-such-role'), { policyId: workstationPolicy })).statusCode).toBe(
      404,
    );
    expect((await t.admin.get('/api/webapp/noderole/default-policies')).json()).toEqual({ entries: [] });
  });

  it('is out of reach (404) of a technician restricted to some organisations, and refused without the permission', async () => {
    const restricted = await t.admin.technicianWith(['canManagePolicies'], {
      organizationIds: [device.organizationId],
    });
    // The scope guard treats a device role as the installation's: out of a restricted role's reach.
    const put = await restricted.put(defaultUrl(ROLE), { policyId: workstationPolicy });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe('Device role not found');
    expect((await restricted.delete(defaultUrl(ROLE))).statusCode).toBe(404);
    expect((await t.admin.get('/api/webapp/noderole/default-policies')).json()).toEqual({ entries: [] });
    expect((await restricted.get('/api/webapp/noderole/default-policies')).statusCode).toBe(200);

    const reader = await t.admin.technicianWith([]);
    expect((await reader.put(defaultUrl(ROLE), { policyId: workstationPolicy })).statusCode).toBe(403);

    const everywhere = await t.admin.technicianWith(['canManagePolicies']);
    expect((await everywhere.put(defaultUrl(ROLE), { policyId: workstationPolicy })).statusCode).toBe(200);
    expect((await everywhere.delete(defaultUrl(ROLE))).statusCode).toBe(204);
  });
});
