// A plan's row in the plan editor shows its running backup's progress, refreshed every second while
// it runs, and nothing once the job has ended.
import { screen, waitFor, within } from '@testing-library/react';
import { type BackupJob, jobProgress } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFixture } from '../browser/testing/fixtures.ts';
import { renderBackup } from '../browser/testing/render-backup.tsx';
import { backupJobFixture } from '../dialogs/testing/fixtures.ts';
import { PlanEditor } from './plan-editor.tsx';
import { planDefinition } from './testing/plan-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;
const jobsPath = '/api/backup/lockhart/nodes/7/plans/11/jobs';
const page = (job: BackupJob) => ({ body: { results: [job], totalElements: 1, totalPages: 1 } });
const running = (filesDone: number, bytesDone: number) =>
  backupJobFixture(40, {
    status: 'RUNNING',
    completed: null,
    progress: jobProgress({ filesDone, bytesDone, elapsedMs: 2000 }),
  });

describe('RunningBackupJob', () => {
  it("shows a running backup's files, bytes and throughput in its plan's row until it ends", async () => {
    const answers = [page(running(120, 20 * MB)), page(running(300, 50 * MB)), page(backupJobFixture(40))];
    const { api } = renderBackup(<PlanEditor device={deviceFixture()} />, {
      routes: {
        'GET /api/backup/nodes/7/plan-definitions': { body: [planDefinition()] },
        [`GET ${jobsPath}`]: () => answers.shift() ?? page(backupJobFixture(40)),
      },
    });
    const table = await screen.findByRole('table', { name: 'Backup plan definitions' });
    const bar = await within(table).findByRole('progressbar', { name: 'Backing up Workstation documents' });
    // The scan has not counted the files: a moving bar, no total and no time left.
    expect(bar).not.toHaveAttribute('value');
    expect(bar).toHaveAttribute('aria-valuetext', '120 files · 20 MB · 10 MB/s');
    expect(api.callsTo('GET', jobsPath)[0]!.query.get('size')).toBe('1');

    await waitFor(() => expect(within(table).getByText('300 files')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(table).getByText('25 MB/s')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
