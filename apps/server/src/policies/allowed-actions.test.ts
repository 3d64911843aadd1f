// A policy's allowed actions on the real server: each route that would ask a device's agent for an
// action its policy leaves out answers 409 ACTION_NOT_ALLOWED naming the action and the device,
// before anything is stored or sent; putting the action back lets the route through again.
import { ACTION_REFUSALS, type AgentAction, agentActions } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptRuns } from '../scheduled-tasks/start-task-runs.ts';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { BackupFixture, ROOT, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let src: BackupFixture;
let policyId: number;
let scriptId: number;

const HOST = 'files-07';
const allow = (allowedActions: AgentAction[]) =>
  t.admin.put(`/api/policies/${policyId}/items/agentSettings/allowedActions`, allowedActions);

/** Each action's route, asked of the fixture's device. */
const ask: Record<AgentAction, () => ReturnType<TestApp['admin']['get']>> = {
  RUN_SCRIPT: () => t.admin.post('/api/scripting/runs', { scriptId, deviceIds: [src.nodeId], variables: {} }),
  RUN_BACKUP: () => t.admin.post(`/api/backup/nodes/${src.nodeId}/plan-definitions/${src.planId}/run`),
  RESTORE: () => t.admin.post('/api/backup/restore-jobs', [restoreInput(src, src.nodeId)]),
  BROWSE_FILES: () => t.admin.get(`/api/backup/nodes/${src.nodeId}/device-folders?path=`),
  LIST_SERVICES: () => t.admin.get(`/api/webapp/winservice?deviceId=${src.nodeId}`),
};

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { hostname: HOST });
  await src.run({ [`${ROOT}/a.txt`]: 'alpha' });
  const policy = await t.admin.post('/api/policies', {
    name: 'Locked down',
    nodeRoleId: 'LINUX_WORKSTATION',
  });
  expect(policy.statusCode, policy.body).toBe(201);
  policyId = policy.json().id;
  const map = await t.admin.put(`/api/organizations/${src.device.organizationId}/policy-map`, {
    entries: [{ nodeRoleId: 'LINUX_WORKSTATION', policyId }],
  });
  expect(map.statusCode, map.body).toBe(200);
  const script = await t.admin.post('/api/scripting/scripts', {
    name: 'Hello',
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    timeoutSeconds: 60,
    body: 'echo hello',
    variables: [],
  });
  expect(script.statusCode, script.body).toBe(201);
  scriptId = script.json().id;
});
afterAll(async () => t.close());

describe('allowed actions', () => {
  it.each(
    agentActions,
  )('refuses %s with 409 naming the action and the device when the policy leaves it out', async (action) => {
    expect((await allow(agentActions.filter((a) => a !== action))).statusCode).toBe(200);
    const res = await ask[action]();
    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('ACTION_NOT_ALLOWED');
    expect(error.message).toContain(ACTION_REFUSALS[action]);
    expect(error.message).toContain(HOST);
    expect(error.fields).toMatchObject({ action, deviceId: String(src.nodeId) });
  });

  it('stores nothing for a refused script run or restore', async () => {
    await allow([]);
    expect((await ask.RUN_SCRIPT()).statusCode).toBe(409);
    expect((await ask.RESTORE()).statusCode).toBe(409);
    const runs = await t.app.db.kysely.selectFrom('script_runs').select('id').execute();
    const jobs = await t.app.db.kysely.selectFrom('restore_jobs').select('id').execute();
    expect([runs.length, jobs.length]).toEqual([0, 0]);
  });

  it('refuses a run on several devices as a whole when one of them may not run scripts', async () => {
    await allow([]);
    const other = await enrolDevice(t, { hostname: 'no-policy-01' });
    const res = await t.admin.post('/api/scripting/runs', {
      scriptId,
      deviceIds: [other.nodeId, src.nodeId],
      variables: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(HOST);
    expect(res.json().error.message).not.toContain('no-policy-01');
    // A device no policy applies to may do everything.
    const alone = await t.admin.post('/api/scripting/runs', {
      scriptId,
      deviceIds: [other.nodeId],
      variables: {},
    });
    expect(alone.statusCode, alone.body).toBe(201);
  });

  it('skips, for scheduled work, only the devices whose policy does not allow scripts', async () => {
    await allow([]);
    const other = await enrolDevice(t, { hostname: 'no-policy-02' });
    const ctx = {
      db: t.app.db,
      hub: t.app.agentHub,
      signer: runSignerFor(t.app.secrets),
      output: new OutputSignal(),
      log: t.app.log,
    };
    const origin = {
      creatorId: null,
      creatorName: 'Scheduled task: Nightly',
      activityMessage: (s: string) => `Nightly: ${s}`,
    };
    const started = await startScriptRuns(
      ctx,
      origin,
      [{ scriptId, variables: {} }],
      [src.nodeId, other.nodeId],
    );
    expect(started.failures).toEqual([]);
    const devices = await t.app.db.kysely
      .selectFrom('script_runs')
      .select('device_id')
      .where('id', 'in', started.runIds)
      .execute();
    expect(devices.map((d) => d.device_id)).toEqual([other.nodeId]);
  });

  it('lets every route through again once the policy allows the actions', async () => {
    expect((await allow([...agentActions])).statusCode).toBe(200);
    for (const action of agentActions) {
      const res = await ask[action]();
      expect(res.statusCode, `${action}: ${res.body}`).not.toBe(409);
      expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(600);
    }
    expect((await ask.RUN_SCRIPT()).statusCode).toBe(201);
    expect((await ask.RUN_BACKUP()).statusCode).toBe(200);
    expect((await ask.RESTORE()).json().resultCode).toBe('SUCCESS');
    expect((await ask.LIST_SERVICES()).json().resultCode).toBe('AGENT_OFFLINE');
  });
});
