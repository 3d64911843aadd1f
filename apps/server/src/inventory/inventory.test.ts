// Inventory routes against the real server: an agent's report replaces its device's last one and is
// read back with its time; a report with a wrong value is refused naming the field; a device
// without a report reads as none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let device: Awaited<ReturnType<typeof enrolDevice>>;

const inventory = {
  hostname: 'inv-01',
  osName: 'Debian GNU/Linux 12 (bookworm)',
  kernel: 'Linux 6.1.0',
  cpuModel: 'Test CPU',
  cpuCores: 2,
  memoryTotalBytes: 4 * 1024 ** 3,
  disks: [{ mount: '/', sizeBytes: 1000, freeBytes: 400 }],
  ipv4: ['10.0.0.9'],
  ipv6: ['fe80::1'],
  uptimeSeconds: 3600,
  lastBootAt: '2026-01-01T00:00:00.000Z',
};

const report = (body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/agent/inventory',
    headers: { authorization: device.authorization },
    payload: body as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  device = await enrolDevice(t, { orgName: 'Inventory org', hostname: 'inv-01' });
});
afterAll(async () => t?.close());

describe('device inventory', () => {
  it('reads as none before the agent reports', async () => {
    const res = await t.admin.get(`/api/devices/${device.nodeId}/inventory`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ inventory: null, reportedAt: null });
  });

  it('keeps the latest report with its time', async () => {
    expect((await report(inventory)).statusCode).toBe(200);
    const second = { ...inventory, uptimeSeconds: 7200 };
    expect((await report(second)).statusCode).toBe(200);
    const answer = (await t.admin.get(`/api/devices/${device.nodeId}/inventory`)).json();
    expect(answer.inventory).toEqual(second);
    expect(Number.isNaN(Date.parse(answer.reportedAt))).toBe(false);
  });

  it('refuses a report with a wrong value, naming the field', async () => {
    const res = await report({ ...inventory, ipv4: ['not-an-address'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['ipv4.0']);
  });
});
