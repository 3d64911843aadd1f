// Device details on the real server: suggested values come from the device and its latest inventory;
// a save is read back and recorded as an activity; bad input is refused naming the field; another
// organisation's device is out of reach (404) and saving needs canManageDevices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let device: Awaited<ReturnType<typeof enrolDevice>>;
const url = () => `/api/devices/${device.nodeId}/details`;

const details = {
  deviceIdentifier: 'det-01',
  ipAddress: '10.0.0.9',
  managementLink: 'https://10.0.0.250/bmc',
  name: 'Detail server',
  osType: 'Linux',
  macAddress: '00:1a:2b:3c:4d:5e',
  serialNumber: 'SN-42',
};

beforeAll(async () => {
  t = await createTestApp();
  device = await enrolDevice(t, { orgName: 'Details org', hostname: 'det-01', isServer: true });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/agent/inventory',
    headers: { authorization: device.authorization },
    payload: {
      hostname: 'det-01.lan',
      osName: 'Debian GNU/Linux 12',
      kernel: 'Linux 6.1.0',
      cpuModel: 'Test CPU',
      cpuCores: 2,
      memoryTotalBytes: 8 * 1024 ** 3,
      disks: [{ mount: '/', sizeBytes: 64 * 1024 ** 3, freeBytes: 1 }],
      ipv4: ['127.0.0.1', '10.0.0.9'],
      ipv6: [],
      uptimeSeconds: 1,
      lastBootAt: '2026-01-01T00:00:00.000Z',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

describe('device details', () => {
  it('suggests values from the device and its inventory until saved', async () => {
    const res = await t.admin.get(url());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      details: null,
      updatedAt: null,
      suggested: {
        name: 'det-01',
        deviceIdentifier: 'det-01.lan',
        osType: 'Linux',
        ipAddress: '10.0.0.9',
        osInfo: 'Debian GNU/Linux 12, Linux 6.1.0',
        ram: '8 GiB',
        localHardDrives: '/ 64 GiB',
      },
    });
  });

  it('saves the details, reads them back and records the change as an activity', async () => {
    const res = await t.admin.put(url(), details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toEqual(details);
    const read = (await t.admin.get(url())).json();
    expect(read.details).toEqual(details);
    expect(Number.isNaN(Date.parse(read.updatedAt))).toBe(false);
    const activities = (await t.admin.get(`/api/activities/devices/${device.nodeId}`)).json();
    const items = activities.results ?? activities.items ?? activities;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'DEVICE_SETTINGS_UPDATED', message: 'device details' }),
      ]),
    );
  });

  it.each([
    ['ipAddress', { ...details, ipAddress: '10.0.0.999' }],
    ['managementLink', { ...details, managementLink: 'ftp://router.lan' }],
    ['osType', { ...details, osType: undefined }],
  ])('refuses bad input, naming %s', async (field, body) => {
    const res = await t.admin.put(url(), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });

  it('keeps another organisation’s device out of reach (404), and needs canManageDevices to save', async () => {
    const otherOrg = (await t.admin.post('/api/organizations', { name: 'Elsewhere' })).json().id;
    const outsider = await t.admin.technicianWith(['canManageDevices'], { organizationIds: [otherOrg] });
    expect((await outsider.get(url())).statusCode).toBe(404);
    expect((await outsider.put(url(), details)).statusCode).toBe(404);
    const reader = await t.admin.technicianWith([], { organizationIds: [device.organizationId] });
    expect((await reader.get(url())).statusCode).toBe(200);
    expect((await reader.put(url(), details)).statusCode).toBe(403);
  });
});
