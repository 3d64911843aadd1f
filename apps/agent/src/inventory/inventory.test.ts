// Inventory from a real agent to a real server, its timers moved by the test: the inventory arrives at
// start, the timer is armed with the policy's interval and re-armed when the interval changes, and
// each time it fires the inventory is sent again; the console reads the latest with its time.
import { deviceInventorySchema } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';
import type { InventoryTimers } from './inventory-reporter.ts';

/** Timers that fire only when the test says so. */
class ManualTimers implements InventoryTimers {
  pending: { run: () => void; ms: number }[] = [];
  set(run: () => void, ms: number) {
    const timer = { run, ms };
    this.pending.push(timer);
    return timer;
  }
  clear(handle: unknown) {
    this.pending = this.pending.filter((t) => t !== handle);
  }
  fire() {
    const due = this.pending;
    this.pending = [];
    for (const t of due) t.run();
  }
}

let world: RestoreWorld;
let device: TestDevice;
const timers = new ManualTimers();

const stored = () =>
  world.t.app.db.kysely
    .selectFrom('device_inventories')
    .selectAll()
    .where('device_id', '=', device.nodeId)
    .executeTakeFirst();
const forget = () => world.t.app.db.kysely.deleteFrom('device_inventories').execute();
const armedMinutes = () => timers.pending.map((t) => t.ms / 60_000);

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('inventory-01', { inventoryTimers: timers });
});
afterAll(async () => world?.close());

describe('inventory from a real agent', () => {
  it('arrives at start and again at the policy’s interval, re-armed when the interval changes', async () => {
    await until(async () => (await stored()) !== undefined, 'the inventory sent at start');
    const first = deviceInventorySchema.parse(JSON.parse((await stored())!.inventory));
    expect(first.cpuCores).toBeGreaterThan(0);
    expect(first.memoryTotalBytes).toBeGreaterThan(0);
    expect(first.disks.find((d) => d.mount === '/')?.sizeBytes).toBeGreaterThan(0);
    expect(first.kernel).toMatch(/\S/);
    // No policy yet: the installation's default interval.
    expect(armedMinutes()).toEqual([60]);

    const { nodeRoleId } = (await world.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    const policy = await world.admin.post('/api/policies', {
      name: 'Inventory often',
      nodeRoleId,
      overrides: { agentSettings: { inventoryIntervalMinutes: 15 } },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    const map = await world.admin.put(`/api/organizations/${world.organizationId}/policy-map`, {
      entries: [{ nodeRoleId, policyId: policy.json().id }],
    });
    expect(map.statusCode, map.body).toBe(200);
    await until(() => armedMinutes()[0] === 15, 'the timer to be re-armed with the policy’s interval');
    expect(armedMinutes()).toEqual([15]);

    await forget();
    timers.fire();
    await until(async () => (await stored()) !== undefined, 'the inventory sent at the interval');
    // Armed again for the next interval.
    await until(() => armedMinutes().length === 1, 'the next interval');
    expect(armedMinutes()).toEqual([15]);

    const changed = await world.admin.request(
      'PUT',
      `/api/policies/${policy.json().id}/items/agentSettings/inventoryIntervalMinutes`,
      JSON.stringify(5),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await until(() => armedMinutes()[0] === 5, 'the new interval to re-arm the timer');
    expect(armedMinutes()).toEqual([5]);
    await forget();
    timers.fire();
    await until(async () => (await stored()) !== undefined, 'the inventory sent at the new interval');

    const answer = (await world.admin.get(`/api/devices/${device.nodeId}/inventory`)).json();
    expect(answer.inventory.hostname).toBe(first.hostname);
    expect(Date.parse(answer.reportedAt)).toBeGreaterThan(0);
  });
});
