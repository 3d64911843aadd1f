// The backup storage check, as an API call and as the `npm run verify` command, over real backups with
// one chunk damaged and one missing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { backupRows } from '../downloads/backup-test-rows.ts';
import { loseStoredChunk, replaceStoredChunk } from '../storage/stored-chunks-for-tests.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let f: BackupFixture;
let damaged: string;
let lost: string;

beforeAll(async () => {
  let planId: number;
  ({ t, f, planId } = await appWithBackups(
    { name: 'Shares', root: '/srv/share' },
    { '/srv/share/a.txt': 'alpha', '/srv/share/b.bin': randomBytes(900_000), '/srv/share/c.txt': 'gamma' },
    { '/srv/share/c.txt': 'gamma 2' },
  ));
  const rows = backupRows(t);
  damaged = (await rows.chunkIds(await rows.latestRevision(planId, '/srv/share/a.txt')))[0]!;
  lost = (await rows.chunkIds(await rows.latestRevision(planId, '/srv/share/b.bin')))[1]!;
});
afterAll(async () => t.close());

describe('verify', () => {
  it('finds nothing wrong with intact storage', async () => {
    const res = await t.admin.post('/api/backup/verify', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ missing: [], corrupt: [], revisionsAffected: 0 });
    expect(res.json().chunksChecked).toBeGreaterThan(4);
  });

  it('reports a damaged and a missing chunk with the revisions they affect', async () => {
    const storage = t.app.backupStorage;
    await replaceStoredChunk(t.app.db, storage, f.organizationId, damaged, randomBytes(100));
    await loseStoredChunk(t.app.db, storage, f.organizationId, lost);
    const res = await t.admin.post('/api/backup/verify', { organizationId: f.organizationId });
    expect(res.json()).toMatchObject({
      corrupt: [{ organizationId: f.organizationId, chunkId: damaged }],
      missing: [{ organizationId: f.organizationId, chunkId: lost }],
      revisionsAffected: 2,
    });
  });

  it('is limited to the organisations the technician sees', async () => {
    const other = (await t.admin.post('/api/organizations', { name: 'Elsewhere' })).json().id;
    const scoped = await t.admin.technicianWith(['canManageBackup'], { organizationIds: [other] });
    expect((await scoped.post('/api/backup/verify', {})).json()).toMatchObject({
      chunksChecked: 0,
      corrupt: [],
    });
    expect((await scoped.post('/api/backup/verify', { organizationId: f.organizationId })).statusCode).toBe(
      404,
    );
    const viewer = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect((await viewer.post('/api/backup/verify', {})).statusCode).toBe(403);
  });

  it('runs from the command line with the server configuration and fails on problems', async () => {
    const env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    };
    const result = await run('npm', ['run', '--silent', 'verify', '-w', '@warden/server'], {
      cwd: repoRoot,
      env,
    }).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.corrupt).toEqual([{ organizationId: f.organizationId, chunkId: damaged }]);
    expect(report.missing).toEqual([{ organizationId: f.organizationId, chunkId: lost }]);
  });
});
