// Policy delivery to a real agent over its link: the agent fetches its policy when the heartbeat's
// answer names a new version, and a parent policy's change reaches it well within one heartbeat
// (the server tells connected agents at once); the agent applies the heartbeat interval it gets.
import { HEARTBEAT_INTERVAL_MS } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';

let world: RestoreWorld;
let device: TestDevice;

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('policy-01');
});
afterAll(async () => world?.close());

const put = (id: number, section: string, key: string, value: unknown) =>
  world.admin.request('PUT', `/api/policies/${id}/items/${section}/${key}`, JSON.stringify(value), {
    headers: { 'content-type': 'application/json' },
  });

describe('policy delivery to a real agent', () => {
  it('reaches the agent when mapped, and a parent’s change reaches it within one heartbeat', async () => {
    const { nodeRoleId } = (await world.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    const parent = (
      await world.admin.post('/api/policies', {
        name: 'Baseline',
        nodeRoleId,
        overrides: { agentSettings: { heartbeatIntervalSeconds: 20, inventoryIntervalMinutes: 90 } },
      })
    ).json().id;
    const child = (
      await world.admin.post('/api/policies', { name: 'Child', nodeRoleId, parentId: parent })
    ).json().id;
    const map = await world.admin.put(`/api/organizations/${world.organizationId}/policy-map`, {
      entries: [{ nodeRoleId, policyId: child }],
    });
    expect(map.statusCode, map.body).toBe(200);

    const inventory = () => device.agent.policy.current()?.agentSettings.inventoryIntervalMinutes;
    // Far shorter than a heartbeat: the change must not wait for the next one.
    const withinHeartbeat = HEARTBEAT_INTERVAL_MS / 3;
    await until(() => inventory() === 90, 'the agent to receive its policy', withinHeartbeat);
    expect(device.agent.policy.current()?.policyId).toBe(child);

    expect((await put(parent, 'agentSettings', 'inventoryIntervalMinutes', 45)).statusCode).toBe(200);
    await until(() => inventory() === 45, 'the parent’s change to reach the agent', withinHeartbeat);
    expect(device.agent.link.heartbeatIntervalMs).toBe(20_000);
  });

  it('fetches at its next heartbeat after a change it was not told of', async () => {
    const before = device.agent.policy.currentVersion();
    const settings = (await world.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    // Changed in the database behind the server's back: only the heartbeat's answer can carry it.
    const row = await world.t.app.db.kysely
      .selectFrom('policies')
      .select('overrides')
      .where('id', '=', settings.policy.id)
      .executeTakeFirstOrThrow();
    const overrides = JSON.parse(row.overrides);
    overrides.agentSettings.inventoryIntervalMinutes = 600;
    await world.t.app.db.kysely
      .updateTable('policies')
      .set({ overrides: JSON.stringify(overrides) })
      .where('id', '=', settings.policy.id)
      .execute();
    device.agent.link.beatNow();
    await until(() => device.agent.policy.currentVersion() !== before, 'the heartbeat’s answer to bring it');
    expect(device.agent.policy.current()?.agentSettings.inventoryIntervalMinutes).toBe(600);
  });
});
