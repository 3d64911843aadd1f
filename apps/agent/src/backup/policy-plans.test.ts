// A policy's backup plan on a real agent: once the organisation maps the device's role to the policy,
// the agent schedules the plan within one heartbeat, backs it up when asked, and drops it within one
// heartbeat when the policy disables it.
import path from 'node:path';
import { HEARTBEAT_INTERVAL_MS } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until, writeFile } from '../restore/testing/restore-world.ts';

let world: RestoreWorld;
let device: TestDevice;

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('policy-backup-01');
});
afterAll(async () => world?.close());

const docsItem = (enabled: boolean) => ({
  enabled,
  plan: {
    name: 'Policy documents',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
    commonFolders: ['DOCUMENTS'],
  },
});

// Far shorter than a heartbeat: the server tells the agent at once.
const withinHeartbeat = HEARTBEAT_INTERVAL_MS / 3;

describe('backup plans from a policy on a real agent', () => {
  it('schedules the plan, backs it up on demand, and drops it when the policy disables it', async () => {
    const { nodeRoleId } = (await world.admin.get(`/api/devices/${device.nodeId}/settings`)).json();
    const policyId = (
      await world.admin.post('/api/policies', {
        name: 'Workstation backups',
        nodeRoleId,
        overrides: { backupPlans: { docs: docsItem(true) } },
      })
    ).json().id;
    const map = await world.admin.put(`/api/organizations/${world.organizationId}/policy-map`, {
      entries: [{ nodeRoleId, policyId }],
    });
    expect(map.statusCode, map.body).toBe(200);

    const plans = (await world.admin.get(`/api/backup/nodes/${device.nodeId}/plan-definitions`)).json();
    const plan = plans.find((p: { policy: { policyId: number } | null }) => p.policy?.policyId === policyId);
    expect(plan).toMatchObject({ name: 'Policy documents' });
    await until(
      () => device.agent.backups.planIds.includes(plan.id),
      'the agent to schedule the policy’s plan',
      withinHeartbeat,
    );

    writeFile(path.join(device.root, 'Documents'), 'minutes.txt', 'the board met');
    const run = await world.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions/${plan.id}/run`);
    expect(run.json()).toMatchObject({ accepted: true });
    const job = () =>
      world.t.app.db.kysely
        .selectFrom('backup_jobs')
        .select(['status', 'error'])
        .where('plan_id', '=', plan.id)
        .executeTakeFirst();
    await until(async () => (await job())?.status === 'COMPLETED', 'the backup to complete', 30_000);
    const revisions = await world.t.app.db.kysely
      .selectFrom('file_revisions')
      .select('id')
      .where('plan_id', '=', plan.id)
      .execute();
    expect(revisions.length).toBeGreaterThan(0);

    const disabled = await world.admin.request(
      'PUT',
      `/api/policies/${policyId}/items/backupPlans/docs`,
      JSON.stringify(docsItem(false)),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    await until(
      () => !device.agent.backups.planIds.includes(plan.id),
      'the agent to drop the disabled plan',
      withinHeartbeat,
    );
  });
});
