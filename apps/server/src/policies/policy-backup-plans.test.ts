// A policy's backup plans on the real server: each becomes a plan of every device whose organisation
// maps its role to the policy (or a child of it); an override in a child changes only the child's
// devices and revert brings the parent's plan back; disabling marks the device plans deleted with
// their revisions kept; the device's own plan dialogs cannot change a plan that comes from a policy.
import type { BackupPlanItem } from '@warden/domain';
import { backupPlan } from '@warden/domain/testing/policy-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFixture, ROOT } from '../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let parent: number;
let child: number;
let sibling: number;
/** Two devices of an organisation mapped to the child, one of an organisation mapped to the sibling. */
let childDevices: BackupFixture[];
let siblingDevice: BackupFixture;

const ROLE = 'LINUX_WORKSTATION';
/** The domain's test plan, backing up the fixture's folder instead of Documents. */
const docsPlan = (extra: Partial<BackupPlanItem['plan']> = {}) =>
  backupPlan('Policy documents', { commonFolders: [], paths: [ROOT], ...extra });

const putItem = (id: number, key: string, value: unknown) =>
  t.admin.request('PUT', `/api/policies/${id}/items/backupPlans/${key}`, JSON.stringify(value), {
    headers: { 'content-type': 'application/json' },
  });

async function createPolicy(body: Record<string, unknown>) {
  const res = await t.admin.post('/api/policies', { nodeRoleId: ROLE, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function mapOrganization(organizationId: number, policyId: number) {
  const res = await t.admin.put(`/api/organizations/${organizationId}/policy-map`, {
    entries: [{ nodeRoleId: ROLE, policyId }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

const plansOf = async (f: BackupFixture) =>
  (await t.admin.get(`/api/backup/nodes/${f.nodeId}/plan-definitions`)).json();
const policyPlanOf = async (f: BackupFixture) =>
  (await plansOf(f)).find((p: { policy: unknown }) => p.policy !== null);

beforeAll(async () => {
  t = await createTestApp();
  parent = await createPolicy({
    name: 'Linux baseline',
    overrides: { backupPlans: { docs: { enabled: true, plan: docsPlan() } } },
  });
  child = await createPolicy({ name: 'Linux workstations', parentId: parent });
  sibling = await createPolicy({ name: 'Linux kiosks', parentId: parent });
  const first = await BackupFixture.create(t, { hostname: 'ws-01' });
  const second = await BackupFixture.create(t, { hostname: 'ws-02', organizationId: first.organizationId });
  childDevices = [first, second];
  siblingDevice = await BackupFixture.create(t, { hostname: 'kiosk-01' });
  await first.createPlan({ name: 'Own plan', paths: ['/home'] });
  await mapOrganization(first.organizationId, child);
  await mapOrganization(siblingDevice.organizationId, sibling);
});
afterAll(async () => t.close());

describe('backup plans from policies', () => {
  it('appear on every device the policy applies to, inherited from the parent', async () => {
    for (const [f, policyId] of [
      ...childDevices.map((d) => [d, child] as const),
      [siblingDevice, sibling] as const,
    ]) {
      const plan = await policyPlanOf(f);
      expect(plan).toMatchObject({
        name: 'Policy documents',
        paths: [ROOT],
        deleted: false,
        policy: { policyId, itemKey: 'docs', inherited: true, overridden: false, sourcePolicyId: parent },
      });
      expect(plan.policy.policyName).toBe(policyId === child ? 'Linux workstations' : 'Linux kiosks');
    }
    // The device's own plan stays beside it, unmarked.
    expect((await plansOf(childDevices[0]!)).map((p: { name: string }) => p.name)).toEqual([
      'Own plan',
      'Policy documents',
    ]);
    // The agent's configuration carries it like any plan, and reading it again rewrites nothing.
    const updatedAt = () =>
      t.app.db.kysely
        .selectFrom('backup_plans')
        .select('updated_at')
        .where('device_id', '=', childDevices[0]!.nodeId)
        .where('policy_item_key', '=', 'docs')
        .executeTakeFirstOrThrow();
    const before = await updatedAt();
    const config = (await childDevices[0]!.agent('GET', '/api/agent/config')).json();
    expect(config.plans.map((p: { name: string }) => p.name)).toContain('Policy documents');
    expect(await updatedAt()).toEqual(before);
  });

  it('an override in the child changes only the child’s devices; revert restores the parent’s plan', async () => {
    const before = await policyPlanOf(childDevices[0]!);
    const changed = await putItem(child, 'docs', {
      enabled: true,
      plan: docsPlan({ exclusions: ['*.iso'] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const f of childDevices) {
      expect(await policyPlanOf(f)).toMatchObject({
        exclusions: ['*.iso'],
        policy: { policyId: child, inherited: false, overridden: true, sourcePolicyId: child },
      });
    }
    // Same plan, changed in place: its revisions and schedule carry on.
    expect((await policyPlanOf(childDevices[0]!)).id).toBe(before.id);
    expect(await policyPlanOf(siblingDevice)).toMatchObject({
      exclusions: [],
      policy: { inherited: true, sourcePolicyId: parent },
    });

    expect((await t.admin.delete(`/api/policies/${child}/items/backupPlans/docs`)).statusCode).toBe(200);
    for (const f of childDevices) {
      expect(await policyPlanOf(f)).toMatchObject({
        id: (await policyPlanOf(f)).id,
        exclusions: [],
        policy: { inherited: true, overridden: false, sourcePolicyId: parent },
      });
    }
    expect((await policyPlanOf(childDevices[0]!)).id).toBe(before.id);
  });

  it('a parent’s change reaches the devices of children that do not override it', async () => {
    expect(
      (await putItem(parent, 'docs', { enabled: true, plan: docsPlan({ name: 'Documents' }) })).statusCode,
    ).toBe(200);
    for (const f of [...childDevices, siblingDevice]) expect((await policyPlanOf(f)).name).toBe('Documents');
  });

  it('disabling removes it from the devices: marked deleted, its revisions kept', async () => {
    const f = childDevices[0]!;
    const plan = await policyPlanOf(f);
    await f.backup(plan.id, ROOT, { [`${ROOT}/report.txt`]: 'quarterly figures' });
    const revisions = () =>
      t.app.db.kysely
        .selectFrom('file_revisions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('plan_id', '=', plan.id)
        .executeTakeFirstOrThrow();
    expect(Number((await revisions()).n)).toBeGreaterThan(0);

    const disabled = await putItem(child, 'docs', { enabled: false, plan: docsPlan({ name: 'Documents' }) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await policyPlanOf(f)).toBeUndefined();
    expect(await policyPlanOf(childDevices[1]!)).toBeUndefined();
    expect((await plansOf(f)).map((p: { name: string }) => p.name)).toEqual(['Own plan']);
    const row = await t.app.db.kysely
      .selectFrom('backup_plans')
      .select(['deleted'])
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    expect(Number((await revisions()).n)).toBeGreaterThan(0);
    // The kiosk's policy does not disable it.
    expect(await policyPlanOf(siblingDevice)).toMatchObject({ name: 'Documents', deleted: false });

    // Enabled again: a plan again, on every device of the child.
    expect((await t.admin.delete(`/api/policies/${child}/items/backupPlans/docs`)).statusCode).toBe(200);
    for (const f of childDevices) expect(await policyPlanOf(f)).toMatchObject({ name: 'Documents' });
  });

  it('a device whose organisation maps its role elsewhere loses the plan', async () => {
    const other = await createPolicy({ name: 'Bare' });
    await mapOrganization(siblingDevice.organizationId, other);
    expect(await policyPlanOf(siblingDevice)).toBeUndefined();
    await mapOrganization(siblingDevice.organizationId, sibling);
    expect(await policyPlanOf(siblingDevice)).toMatchObject({ name: 'Documents' });
  });

  it('adds a plan once when the agent reads its configuration several times at once', async () => {
    // Changed behind the server's back: only the agent's reads bring the device in step.
    const row = await t.app.db.kysely
      .selectFrom('policies')
      .select('overrides')
      .where('id', '=', parent)
      .executeTakeFirstOrThrow();
    const overrides = JSON.parse(row.overrides);
    overrides.backupPlans.logs = { enabled: true, plan: docsPlan({ name: 'Logs', paths: ['/var/log'] }) };
    await t.app.db.kysely
      .updateTable('policies')
      .set({ overrides: JSON.stringify(overrides) })
      .where('id', '=', parent)
      .execute();
    const f = siblingDevice;
    const reads = await Promise.all([1, 2, 3].map(() => f.agent('GET', '/api/agent/config')));
    for (const read of reads) expect(read.statusCode).toBe(200);
    const logs = (await plansOf(f)).filter((p: { name: string }) => p.name === 'Logs');
    expect(logs).toHaveLength(1);
  });

  it('gives a device awaiting approval no plan until it is approved', async () => {
    const org = (await t.admin.post('/api/organizations', { name: 'Manual org' })).json().id;
    await t.admin.put(`/api/approvals/organizations/${org}/mode`, { mode: 'MANUAL' });
    const f = await BackupFixture.create(t, { hostname: 'pending-01', organizationId: org });
    await mapOrganization(org, child);
    expect(await plansOf(f)).toEqual([]);
    const { results } = (await t.admin.get(`/api/approvals?status=PENDING&organizationId=${org}`)).json();
    expect((await t.admin.post('/api/approvals/approve', { ids: [results[0].id] })).statusCode).toBe(200);
    expect((await f.agent('GET', '/api/agent/config')).statusCode).toBe(200);
    expect(await policyPlanOf(f)).toMatchObject({ name: 'Documents', policy: { policyId: child } });
  });

  it('refuses to edit or remove a policy’s plan through the device plan API, naming the policy', async () => {
    const f = childDevices[0]!;
    const plan = await policyPlanOf(f);
    const base = `/api/backup/nodes/${f.nodeId}/plan-definitions/${plan.id}`;
    const edit = await t.admin.put(base, docsPlan({ name: 'Mine now' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toContain('Linux workstations');
    const remove = await t.admin.delete(base);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toContain('Linux workstations');
    expect(await policyPlanOf(f)).toMatchObject({ name: 'Documents', deleted: false });
    // Backing it up now is still the device's to ask for.
    expect((await t.admin.post(`${base}/run`)).statusCode).toBe(200);
  });
});
