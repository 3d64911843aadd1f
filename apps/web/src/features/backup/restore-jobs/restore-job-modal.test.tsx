// The restore job detail: its fields, the progress texts, each status, polling while it runs, and
// Cancel Job / Clear restore after confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import type { RestoreJob } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer } from '../../help/testing/mock-api.ts';
import { restoreJobFixture } from '../dialogs/testing/fixtures.ts';
import { renderDialog } from '../dialogs/testing/render-dialog.tsx';
import { RestoreJobModal } from './restore-job-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const uid = restoreJobFixture().jobUID;
const jobPath = `/api/backup/restore-jobs/${uid}`;

function openJob(job: Partial<RestoreJob>, routes: Record<string, Answer> = {}) {
  const onClose = vi.fn();
  const view = renderDialog(<RestoreJobModal jobUID={uid} onClose={onClose} />, {
    routes: { [`GET ${jobPath}`]: { body: restoreJobFixture(job) }, ...routes },
  });
  return { ...view, onClose };
}

describe('RestoreJobModal', () => {
  it('shows Device, Plan Name, Path and Restore To, and prepares before counting', async () => {
    openJob({ jobTotalFiles: null, jobTotalBytes: null, jobFilesProcessed: 0, percentage: 0 });
    const dialog = screen.getByRole('dialog', { name: 'Restore job' });
    expect(await within(dialog).findByText('Preparing to restore...')).toBeInTheDocument();
    expect(within(dialog).getByText('FILESERVER-01')).toBeInTheDocument();
    expect(within(dialog).getByText('Documents')).toBeInTheDocument();
    expect(within(dialog).getByText('C:/Users/ada/Projects')).toBeInTheDocument();
    expect(within(dialog).getByText('WORKSTATION-02: D:/Restores')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Job' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Clear restore' })).not.toBeInTheDocument();
  });

  it('shows bytes and files done, refreshed every second while processing', async () => {
    const { api } = openJob({});
    expect(await screen.findByText('1 MB of 4 MB')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 files')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '25');
    await waitFor(() => expect(api.callsTo('GET', jobPath).length).toBeGreaterThanOrEqual(2), {
      timeout: 2500,
    });
  });

  it.each([
    [{ status: 'completed', jobFilesProcessed: 10, percentage: 100 }, 'Completed'],
    [{ status: 'completed', jobFilesProcessed: 8, percentage: 100 }, 'Completed with warnings'],
    [{ status: 'failed', error: 'Disk full' }, 'Failed'],
    [{ status: 'canceled' }, 'Canceled'],
  ] as const)('shows a finished job (%o) as %s, with Clear restore', async (job, label) => {
    openJob(job);
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Job' })).not.toBeInTheDocument();
    if (job.status === 'failed') expect(screen.getByText('Error: Disk full')).toBeInTheDocument();
  });

  it('does not refresh a finished job', async () => {
    const { api } = openJob({ status: 'completed', jobFilesProcessed: 10 });
    await screen.findByText('Completed');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.callsTo('GET', jobPath)).toHaveLength(1);
  });

  it('cancels a processing job after confirmation', async () => {
    const { user, api } = openJob(
      {},
      {
        [`POST ${jobPath}/cancel`]: { body: restoreJobFixture({ status: 'canceled' }) },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Job' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel restore job?' });
    expect(within(confirm).getByText(/The restore will be incomplete/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo('POST', `${jobPath}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Job' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel restore job?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST', `${jobPath}/cancel`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel restore job?' })).not.toBeInTheDocument(),
    );
  });

  it('clears a finished job after confirmation and closes', async () => {
    const { user, api, onClose } = openJob(
      { status: 'failed', error: 'Disk full' },
      { [`POST ${jobPath}/clear`]: { body: restoreJobFixture({ status: 'failed', cleared: true }) } },
    );
    await user.click(await screen.findByRole('button', { name: 'Clear restore' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear restore job?' });
    expect(within(confirm).getByText(/tagged to be ignored/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', `${jobPath}/clear`)).toHaveLength(1);
  });

  it("says 'Error creating/updating jobs' when cancelling fails", async () => {
    const { user } = openJob(
      {},
      { [`POST ${jobPath}/cancel`]: errorAnswer(409, 'CONFLICT', 'already completed') },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Job' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel restore job?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Error creating/updating jobs')).toBeInTheDocument();
  });
});
