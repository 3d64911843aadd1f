// The demo's policy tree, made through the API: both demo devices run by the child, which overrides
// the inventory interval and inherits the rest from "Linux baseline".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ALERT, DEMO_CHILD_POLICY, DEMO_PARENT_POLICY, seedPolicies } from './demo-policies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo policies', () => {
  it('give both demo devices the child policy with its override and the parent’s settings', async () => {
    const ws = await enrolDevice(t, { hostname: 'NW-WS-042' });
    const fs = await enrolDevice(t, { organizationId: ws.organizationId, hostname: 'NW-FS-01' });
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
      const res = await t.admin.request(method, url, payload);
      if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.body}`);
      return res.json();
    };
    await seedPolicies(call, { id: ws.organizationId }, [ws.nodeId, fs.nodeId]);
    for (const device of [ws, fs]) {
      const s = (await t.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
      expect(s.policy.name).toBe(DEMO_CHILD_POLICY);
      expect(s.effective.agentSettings.inventoryIntervalMinutes).toMatchObject({
        value: 15,
        overridden: true,
      });
      expect(s.effective.agentSettings.heartbeatIntervalSeconds).toMatchObject({
        value: 30,
        inherited: true,
      });
      expect(s.effective.conditions.map((c: { key: string }) => c.key)).toEqual(['low-disk', DEMO_ALERT.key]);
    }
    const names = (await t.admin.get('/api/policies')).json().items.map((p: { name: string }) => p.name);
    expect(names).toContain(DEMO_PARENT_POLICY);
  });
});
