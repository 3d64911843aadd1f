// A device's restore jobs: the list with status and progress, polling while any job runs, the job
// detail on a click, and a height that follows the window.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFixture, paged, restoreJobFixture } from '../dialogs/testing/fixtures.ts';
import { renderDialog } from '../dialogs/testing/render-dialog.tsx';
import { RestoreJobsPanel } from './restore-jobs-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const running = restoreJobFixture();
const done = restoreJobFixture({
  jobUID: '11111111-2222-4333-8444-555555555555',
  status: 'completed',
  jobFilesProcessed: 10,
  percentage: 100,
  content: { ...running.content, sourcePath: 'C:/Users/ada/Old' },
});

function openPanel(jobs = [running, done]) {
  return renderDialog(<RestoreJobsPanel device={deviceFixture()} />, {
    routes: {
      'GET /api/backup/restore-jobs': { body: paged(jobs) },
      [`GET /api/backup/restore-jobs/${running.jobUID}`]: { body: running },
    },
  });
}

describe('RestoreJobsPanel', () => {
  it("lists the device's restore jobs with status and progress", async () => {
    const { api } = openPanel();
    const row = (
      await screen.findByRole('button', { name: 'Show restore job C:/Users/ada/Projects' })
    ).closest('tr')!;
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByText('3 of 10 files')).toBeInTheDocument();
    expect(within(row).getByText('WORKSTATION-02: D:/Restores')).toBeInTheDocument();
    const old = screen.getByRole('button', { name: 'Show restore job C:/Users/ada/Old' }).closest('tr')!;
    expect(within(old).getByText('Completed')).toBeInTheDocument();
    expect(api.calls[0]!.query.get('nodeId')).toBe('7');
  });

  it('refreshes every 2 seconds while a job is processing', async () => {
    const { api } = openPanel();
    await screen.findByText('Processing');
    await waitFor(
      () => expect(api.callsTo('GET', '/api/backup/restore-jobs').length).toBeGreaterThanOrEqual(2),
      {
        timeout: 3500,
      },
    );
  });

  it('stops refreshing when no job is processing', async () => {
    const { api } = openPanel([done]);
    await screen.findByText('Completed');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(api.callsTo('GET', '/api/backup/restore-jobs')).toHaveLength(1);
  });

  it('says so when there are no restore jobs', async () => {
    openPanel([]);
    expect(await screen.findByText('No restore jobs')).toBeInTheDocument();
  });

  it("opens a job's detail", async () => {
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Show restore job C:/Users/ada/Projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore job' });
    expect(await within(dialog).findByText('1 MB of 4 MB')).toBeInTheDocument();
  });

  it('keeps the list within the window', async () => {
    openPanel();
    const table = (await screen.findByRole('table')).parentElement!;
    expect(table.style.maxHeight).toBe(`${window.innerHeight - 24}px`);
    const before = window.innerHeight;
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
      fireEvent(window, new Event('resize'));
    });
    expect(table.style.maxHeight).toBe('476px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: before });
  });
});
