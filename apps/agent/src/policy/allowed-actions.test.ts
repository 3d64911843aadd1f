// A policy's allowed actions on a real agent: the agent keeps to the policy it holds even when the
// server's view has moved on (a change it has not been told of), so a script run reaching it is
// reported failed with the policy's refusal and never runs, a service lookup answers an error, a
// backup is skipped and a restore job is reported failed with the refusal.
import fs from 'node:fs';
import path from 'node:path';
import { ACTION_REFUSALS, agentActions } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';

let world: RestoreWorld;
let device: TestDevice;
let policyId: number;

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('locked-01');
});
afterAll(async () => world?.close());

/** Sets the policy's allowed actions in the database behind the server's back: the agent is not told. */
async function allowQuietly(allowedActions: readonly string[]) {
  const row = await world.t.app.db.kysely
    .selectFrom('policies')
    .select('overrides')
    .where('id', '=', policyId)
    .executeTakeFirstOrThrow();
  const overrides = JSON.parse(row.overrides);
  overrides.agentSettings.allowedActions = allowedActions;
  await world.t.app.db.kysely
    .updateTable('policies')
    .set({ overrides: JSON.stringify(overrides) })
    .where('id', '=', policyId)
    .execute();
}

describe('allowed actions on a real agent', () => {
  it('refuses a script run its policy does not allow and reports the run failed with the reason', async () => {
    const { nodeRoleId } = (await world.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    const created = await world.admin.post('/api/policies', {
      name: 'No scripts',
      nodeRoleId,
      overrides: { agentSettings: { allowedActions: ['RUN_BACKUP', 'RESTORE', 'BROWSE_FILES'] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    policyId = created.json().id;
    const map = await world.admin.put(`/api/organizations/${world.organizationId}/policy-map`, {
      entries: [{ nodeRoleId, policyId }],
    });
    expect(map.statusCode, map.body).toBe(200);
    await until(
      () => device.agent.policy.current()?.policyId === policyId,
      'the agent to receive its policy',
    );

    // The server now allows everything; the agent still holds the policy without scripts.
    await allowQuietly(agentActions);
    const marker = path.join(world.tempFolder('warden-marker-'), 'ran');
    const script = await world.admin.post('/api/scripting/scripts', {
      name: 'Touch',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      body: `touch "${marker}"`,
    });
    expect(script.statusCode, script.body).toBe(201);
    const res = await world.admin.post('/api/scripting/runs', {
      scriptId: script.json().id,
      deviceIds: [device.nodeId],
      variables: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const runId = res.json().runs[0].id;
    const run = async () => (await world.admin.get(`/api/scripting/runs/${runId}`)).json();
    await expect.poll(async () => (await run()).status, { timeout: 20_000, interval: 50 }).toBe('FAILED');
    expect((await run()).failureReason).toBe(ACTION_REFUSALS.RUN_SCRIPT);
    expect(fs.existsSync(marker)).toBe(false);

    const services = await world.admin.get(`/api/webapp/winservice?deviceId=${device.nodeId}`);
    expect(services.json().resultCode).toBe('AGENT_FAILED');
  });

  it('skips a backup and fails a restore its policy does not allow, saying why', async () => {
    fs.mkdirSync(path.join(device.root, 'Documents'), { recursive: true });
    fs.writeFileSync(path.join(device.root, 'Documents', 'a.txt'), 'alpha');
    const planId = await world.documentsPlan(device);
    await world.backUp(device, planId);
    const put = await world.admin.put(`/api/policies/${policyId}/items/agentSettings/allowedActions`, [
      'BROWSE_FILES',
    ]);
    expect(put.statusCode, put.body).toBe(200);
    await until(
      () => device.agent.policy.current()?.agentSettings.allowedActions.join() === 'BROWSE_FILES',
      'the agent to receive the narrower policy',
    );
    await allowQuietly(agentActions);

    const backups = async () =>
      (
        await world.t.app.db.kysely
          .selectFrom('backup_jobs')
          .select('id')
          .where('plan_id', '=', planId)
          .execute()
      ).length;
    const before = await backups();
    device.agent.backups.enqueue(planId);
    await device.agent.backups.idle();
    expect(await backups()).toBe(before);

    const jobUID = await world.restore({
      sourceNodeId: device.nodeId,
      sourcePlanId: planId,
      destinationNodeId: device.nodeId,
      sourcePath: '/Documents',
      destinationPath: '/restored',
      collisionHandling: 'OVERWRITE',
      originalLocation: false,
    });
    const job = await world.waitForEnd(jobUID);
    expect(job).toMatchObject({ status: 'failed', error: ACTION_REFUSALS.RESTORE });
    expect(fs.existsSync(path.join(device.root, 'restored'))).toBe(false);
  });
});
