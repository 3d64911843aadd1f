// The revision list of a file: times to the second, so revisions a few seconds apart read apart, and
// Download and Restore on each row, opening their dialogs on that revision.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupSelection } from '../dialogs/index.ts';
import { BackupBrowser } from './backup-browser.tsx';
import {
  deviceFixture,
  entryFixture,
  folderFixture,
  paged,
  planFixture,
  revisionFixture,
} from './testing/fixtures.ts';
import { renderBackup } from './testing/render-backup.tsx';

vi.mock('../dialogs/index.ts', () => {
  const stub =
    (title: string) =>
    (props: {
      selection?: BackupSelection;
      initialRevision?: { id: number };
      initialRevisionId?: number;
    }) => (
      <div role="dialog" aria-label={title}>
        {props.selection?.items.map((item) => item.entry.name).join(', ')} revision{' '}
        {props.initialRevision?.id ?? props.initialRevisionId ?? 'none'}
      </div>
    );
  return {
    RestoreDialog: stub('Restore stub'),
    DownloadFileDialog: stub('Download file stub'),
    DownloadFolderDialog: stub('Download folder stub'),
    DeleteDataDialog: stub('Delete data stub'),
    DeletePlanDataDialog: stub('Delete plans stub'),
    ImageDownloadDialog: stub('Image download stub'),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = '/api/backup/lockhart';
const fileRevision = (id: number, at: string) =>
  revisionFixture({ id, planId: 11, type: 'FILE', jobCreated: at, jobCompleted: at, modified: at });
const routes = {
  [`GET ${base}/nodes/7/plans`]: { body: [planFixture()] },
  [`GET ${base}/nodes/7/plans/11/folders`]: { body: paged([folderFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/100/content`]: { body: paged([entryFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/files/102/revisions`]: {
    body: paged(
      [fileRevision(402, '2025-03-01T01:30:41.000Z'), fileRevision(401, '2025-03-01T01:30:07.000Z')],
      2,
      100,
    ),
  },
};

async function openRevisions(options: Parameters<typeof renderBackup>[1] = {}) {
  const view = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes, ...options });
  for (const name of ['Workstation documents', 'Documents', 'budget.xlsx'])
    await view.user.click(await screen.findByRole('button', { name }));
  const table = await screen.findByRole('table', { name: /budget\.xlsx/ });
  await within(table).findAllByRole('row');
  return { ...view, table };
}

const rowOf = (table: HTMLElement, seconds: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(seconds))!;

describe('RevisionsLevel of a file', () => {
  it('shows revision times to the second, so two revisions of one minute read apart', async () => {
    const { table } = await openRevisions();
    await within(table).findAllByText(/1:30:41/);
    expect(within(table).getAllByText(/1:30:07/).length).toBeGreaterThan(0);
  });

  it('gives each row Download and Restore, opening the dialog on that revision', async () => {
    const { user, table } = await openRevisions();
    const older = rowOf(table, '1:30:07');
    await user.click(within(older).getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Restore']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByRole('dialog', { name: 'Restore stub' })).toHaveTextContent(
      'budget.xlsx revision 401',
    );
  });

  it('opens Download File on the revision of the row', async () => {
    const { user, table } = await openRevisions();
    await user.click(within(rowOf(table, '1:30:41')).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    expect(await screen.findByRole('dialog', { name: 'Download file stub' })).toHaveTextContent(
      'budget.xlsx revision 402',
    );
  });
});
