// Plan definitions: validation, editing, removal and "Back up now".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nodeId: number;
const base = () => `/api/backup/nodes/${nodeId}/plan-definitions`;
const plan = (extra: Record<string, unknown> = {}) => ({
  name: 'Documents',
  type: 'FILE_FOLDER',
  destination: 'CLOUD',
  schedule: { scheduleType: 'DAILY', scheduleHour: 2, scheduleMinute: 0 },
  commonFolders: ['DOCUMENTS'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ nodeId } = await enrolDevice(t));
});
afterAll(async () => t.close());

describe('plan definitions', () => {
  it('creates a plan with defaults and a next run', async () => {
    const res = await t.admin.post(base(), plan());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Documents',
      retention: { keepRevisions: 30, keepDays: 90 },
      deleted: false,
    });
    expect(Date.parse(body.nextRun)).toBeGreaterThan(Date.now());
  });

  it('needs a local path for local backups and a folder for file plans', async () => {
    const local = await t.admin.post(base(), plan({ name: 'Local', destination: 'LOCAL' }));
    expect(local.statusCode).toBe(400);
    expect(local.json().error.fields).toHaveProperty('localPath');
    const empty = await t.admin.post(base(), plan({ name: 'Empty', commonFolders: [] }));
    expect(empty.json().error.fields).toHaveProperty('paths');
  });

  it('refuses a duplicate name and changes nothing', async () => {
    const res = await t.admin.post(base(), plan());
    expect(res.statusCode).toBe(409);
    expect((await t.admin.get(base())).json()).toHaveLength(1);
  });

  it('edits, runs and removes a plan', async () => {
    const [created] = (await t.admin.get(base())).json();
    const edited = await t.admin.put(
      `${base()}/${created.id}`,
      plan({ name: 'Docs', exclusions: ['*.tmp'] }),
    );
    expect(edited.json()).toMatchObject({ name: 'Docs', exclusions: ['*.tmp'] });
    const run = await t.admin.post(`${base()}/${created.id}/run`);
    expect(run.json()).toMatchObject({ accepted: false });
    expect((await t.admin.delete(`${base()}/${created.id}`)).statusCode).toBe(200);
    expect((await t.admin.get(base())).json()).toHaveLength(0);
  });

  it('needs canManageBackup', async () => {
    const tech = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect((await tech.get(base())).statusCode).toBe(403);
  });

  it('answers 404 for a device outside the technician scope', async () => {
    const other = await t.admin.post('/api/organizations', { name: 'Elsewhere' });
    const tech = await t.admin.technicianWith(['canManageBackup'], { organizationIds: [other.json().id] });
    expect((await tech.get(base())).statusCode).toBe(404);
  });
});
