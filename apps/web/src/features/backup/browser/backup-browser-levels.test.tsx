// Backup browser levels: plan figures and destination labels, each level's error message, the empty
// folder, rows restricted without canViewAndRestoreBackupData (unless the division allows file/folder
// backup), and the actions that open dialogs.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupSelection } from '../dialogs/index.ts';
import { BackupBrowser } from './backup-browser.tsx';
import {
  deviceFixture,
  entryFixture,
  failure,
  folderFixture,
  imagePlan,
  paged,
  planFixture,
  reportsFolder,
  revisionFixture,
  sessionFixture,
  volumeFixture,
} from './testing/fixtures.ts';
import { renderBackup } from './testing/render-backup.tsx';

vi.mock('../dialogs/index.ts', () => {
  const stub =
    (title: string) =>
    ({ selection, onDeleted }: { selection?: BackupSelection; onDeleted?: () => void }) => (
      <div role="dialog" aria-label={title}>
        {selection?.items.map((item) => item.entry.name).join(', ')}
        {onDeleted && (
          <button type="button" onClick={onDeleted}>
            stub delete
          </button>
        )}
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
const routes = {
  [`GET ${base}/nodes/7/plans`]: { body: [planFixture(), imagePlan] },
  [`GET ${base}/nodes/7/plans/11/folders`]: { body: paged([folderFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/100/content`]: { body: paged([reportsFolder, entryFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/101/content`]: { body: paged([]) },
  [`GET ${base}/nodes/7/plans/12/volumes`]: { body: [volumeFixture()] },
  [`GET ${base}/v2/nodes/7/plans/12/files/200/revisions`]: { body: paged([revisionFixture()], 1, 100) },
};

const open = async (user: ReturnType<typeof renderBackup>['user'], name: string) =>
  user.click(await screen.findByRole('button', { name }));

describe('BackupBrowser levels', () => {
  it('shows the plans with storage figures and the destination labels', async () => {
    renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        [`GET ${base}/nodes/7/plans`]: {
          body: [
            planFixture(),
            planFixture({ id: 13, uid: 'p13', name: 'Local only', destination: 'LOCAL' }),
            planFixture({ id: 14, uid: 'p14', name: 'Cloud only', destination: 'CLOUD' }),
          ],
        },
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Machine storage used' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Backup storage used' })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('button', { name }).closest('tr')!;
    expect(within(row('Workstation documents')).getByText('1 MB Local, 2 MB Cloud')).toBeInTheDocument();
    expect(within(row('Workstation documents')).getByText('5 MB')).toBeInTheDocument();
    expect(within(row('Workstation documents')).getByText('Daily at 01:30')).toBeInTheDocument();
    expect(within(row('Local only')).getByRole('cell', { name: 'Local' })).toBeInTheDocument();
    expect(within(row('Cloud only')).getByRole('cell', { name: 'Cloud' })).toBeInTheDocument();
  });

  it('marks arrow-image plans with the info icon when backup_arrow_image is on', async () => {
    const arrow = planFixture({ id: 15, uid: 'p15', name: 'Arrow', type: 'ARROW_IMAGE' });
    const answer = { [`GET ${base}/nodes/7/plans`]: { body: [arrow] } };
    const info = 'Arrow image plan: the image is kept as a chain of incremental arrows.';
    const first = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes: answer });
    await screen.findByRole('button', { name: /Arrow/ });
    expect(screen.queryByRole('img', { name: info })).not.toBeInTheDocument();
    first.unmount();
    renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: answer,
      session: sessionFixture({ flags: { backup_arrow_image: true } }),
    });
    expect(await screen.findByRole('img', { name: info })).toBeInTheDocument();
  });

  const levels: Array<[string, string, string[], string]> = [
    ['plans', `GET ${base}/nodes/7/plans`, [], 'There was an error fetching backup plans for current device'],
    [
      'folders',
      `GET ${base}/nodes/7/plans/11/folders`,
      ['Workstation documents'],
      'There was an error fetching folders for backup plan Workstation documents',
    ],
    [
      'volumes',
      `GET ${base}/nodes/7/plans/12/volumes`,
      ['System image'],
      'There was an error fetching volumes for backup plan System image',
    ],
    [
      'folder content',
      `GET ${base}/v2/nodes/7/plans/11/folders/100/content`,
      ['Workstation documents', 'Documents'],
      'There was an error fetching content for folder Documents',
    ],
    [
      'revisions',
      `GET ${base}/v2/nodes/7/plans/12/files/200/revisions`,
      ['System image', 'root'],
      'There was an error fetching revisions for root',
    ],
  ];
  it.each(
    levels,
  )('shows the message of a failed %s fetch and reports it', async (_level, route, path, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: { ...routes, [route]: failure },
    });
    for (const name of path) await open(user, name);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(logged).toHaveBeenCalledWith(message, expect.anything());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows the image content's message when a mounted revision cannot be listed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        ...routes,
        [`POST ${base}/image/nodes/7/plans/12/revisions/300/mount`]: {
          body: { status: 'MOUNTED', progress: 100, error: null },
        },
        [`GET ${base}/image/nodes/7/plans/12/revisions/300/mount`]: {
          body: { status: 'MOUNTED', progress: 100, error: null },
        },
        [`GET ${base}/image/v2/nodes/7/plans/12/revisions/300/content`]: failure,
      },
    });
    for (const name of ['System image', 'root', 'Full']) await open(user, name);
    await user.click(await screen.findByRole('button', { name: 'Mount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error fetching content for revision root',
    );
  });

  it("says 'Empty Folder' for a folder without content", async () => {
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes });
    for (const name of ['Workstation documents', 'Documents', 'Reports']) await open(user, name);
    expect(await screen.findByText('Empty Folder')).toBeInTheDocument();
  });

  it('shows sizes and the last backup for files only, not 0 B or Never for folders', async () => {
    const folder = { ...reportsFolder, backupSize: 0, latestRevisionCreatedAt: null };
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        ...routes,
        [`GET ${base}/v2/nodes/7/plans/11/folders/100/content`]: { body: paged([folder, entryFixture()]) },
      },
    });
    await open(user, 'Workstation documents');
    await open(user, 'Documents');
    const cells = (name: string) =>
      within(screen.getByRole('button', { name }).closest('tr')!)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((cell) => cell.textContent);
    expect(await screen.findByRole('button', { name: 'Reports' })).toBeInTheDocument();
    expect(cells('Reports')).toEqual(['', '', '']);
    const [size, backupSize, last] = cells('budget.xlsx');
    expect([size, backupSize]).toEqual(['4 KB', '2 KB']);
    expect(last).not.toBe('');
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
    expect(screen.queryByText('0 B')).not.toBeInTheDocument();
  });

  it('restricts folders without canViewAndRestoreBackupData: a lock with its reason, no opening, no restore', async () => {
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes,
      session: sessionFixture({
        without: ['canViewAndRestoreBackupData', 'canDeleteBackupData'],
        flags: { file_folder_backup: false },
      }),
    });
    await open(user, 'Workstation documents');
    const reason = 'You need the permission to view and restore backup data to open this.';
    expect(await screen.findByRole('img', { name: reason })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Documents'));
    expect(api.callsTo('GET', `${base}/v2/nodes/7/plans/11/folders/100/content`)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Searching reads the content too: no search bar that could only fail.
    expect(screen.queryByRole('searchbox', { name: 'Search backup' })).not.toBeInTheDocument();
  });

  it('opens folders and gives file rows restore and download without the permission while file/folder backup is allowed', async () => {
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes,
      session: sessionFixture({
        without: ['canViewAndRestoreBackupData', 'canDeleteBackupData'],
        flags: { file_folder_backup: true },
      }),
    });
    await open(user, 'Workstation documents');
    await open(user, 'Documents');
    const fileRow = (await screen.findByRole('button', { name: 'budget.xlsx' })).closest('tr')!;
    expect(screen.queryByRole('img', { name: /permission to view and restore/ })).not.toBeInTheDocument();
    await user.click(within(fileRow).getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore', 'Download']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByRole('dialog', { name: 'Restore stub' })).toHaveTextContent('budget.xlsx');
    await open(user, 'Reports');
    expect(await screen.findByText('Empty Folder')).toBeInTheDocument();
  });

  it('offers restore and download on rows, and a batch restore and delete once several are selected', async () => {
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes });
    await open(user, 'Workstation documents');
    await open(user, 'Documents');
    const fileRow = (await screen.findByRole('button', { name: 'budget.xlsx' })).closest('tr')!;
    await user.click(within(fileRow).getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore', 'Download', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download' }));
    expect(await screen.findByRole('dialog', { name: 'Download file stub' })).toHaveTextContent(
      'budget.xlsx',
    );

    const folderRow = screen.getByRole('button', { name: 'Reports' }).closest('tr')!;
    await user.click(within(folderRow).getByRole('checkbox'));
    await user.click(within(fileRow).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    const bar = screen.getByRole('toolbar', { name: 'Actions for the selected items' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('dialog', { name: 'Restore stub' })).toHaveTextContent(
      'Reports, budget.xlsx',
    );
  });

  it('refreshes the level and drops the selection once a deletion is scheduled', async () => {
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes });
    const contentPath = `${base}/v2/nodes/7/plans/11/folders/100/content`;
    await open(user, 'Workstation documents');
    await open(user, 'Documents');
    const fileRow = (await screen.findByRole('button', { name: 'budget.xlsx' })).closest('tr')!;
    await user.click(within(fileRow).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Actions for the selected items' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete data stub' });
    expect(dialog).toHaveTextContent('budget.xlsx');
    const before = api.callsTo('GET', contentPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'stub delete' }));
    await waitFor(() => expect(api.callsTo('GET', contentPath).length).toBeGreaterThan(before));
    expect(screen.queryByRole('toolbar', { name: 'Actions for the selected items' })).not.toBeInTheDocument();
  });
});
