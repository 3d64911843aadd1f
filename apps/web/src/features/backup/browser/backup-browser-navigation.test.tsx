// Backup browser navigation: the breadcrumb from 'All plans' down and back, browser history, the
// search bar's 3-character rule, and the 'Mount Image' confirmation of volume revisions.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupBrowser } from './backup-browser.tsx';
import {
  deviceFixture,
  entryFixture,
  folderFixture,
  imagePlan,
  mountedItem,
  paged,
  planFixture,
  reportsFolder,
  revisionFixture,
  volumeFixture,
} from './testing/fixtures.ts';
import { renderBackup } from './testing/render-backup.tsx';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/backup/lockhart';
const fileRoutes = {
  [`GET ${base}/nodes/7/plans`]: { body: [planFixture(), imagePlan] },
  [`GET ${base}/nodes/7/plans/11/folders`]: { body: paged([folderFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/100/content`]: { body: paged([reportsFolder, entryFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/101/content`]: {
    body: paged([entryFixture({ id: 103, name: 'q1.pdf', path: '/home/ada/Documents/Reports/q1.pdf' })]),
  },
};

const DOCUMENTS_CONTENT = `${base}/v2/nodes/7/plans/11/folders/100/content`;

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Backup location' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function openRow(user: ReturnType<typeof renderBackup>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
}

/** Clicks down to the Documents folder, whose rows the server holds back until `documents.release()`. */
async function openDocumentsHeld() {
  let release = () => {};
  const held = new Promise<{ body: unknown }>((resolve) => {
    release = () => resolve({ body: paged([reportsFolder, entryFixture()]) });
  });
  const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
    routes: { ...fileRoutes, [`GET ${DOCUMENTS_CONTENT}`]: () => held },
  });
  await openRow(user, 'Workstation documents');
  await openRow(user, 'Documents');
  return { user, api, documents: { release: () => release() } };
}

describe('BackupBrowser navigation', () => {
  it('walks down plans, folders and folders inside them, and jumps back from the breadcrumb', async () => {
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes: fileRoutes });
    expect(crumbs()).toEqual(['All plans']);
    await openRow(user, 'Workstation documents');
    await openRow(user, 'Documents');
    await openRow(user, 'Reports');
    expect(await screen.findByText('q1.pdf')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents', 'Reports']);

    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByText('budget.xlsx')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents']);

    await user.click(screen.getByRole('button', { name: 'All plans' }));
    expect(await screen.findByRole('button', { name: 'System image' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans']);
  });

  it('keeps each level in the browser history, so Back returns to the level before', async () => {
    const { user } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes: fileRoutes });
    await openRow(user, 'Workstation documents');
    await openRow(user, 'Documents');
    await openRow(user, 'Reports');
    await screen.findByText('q1.pdf');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByText('budget.xlsx')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents']);
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByRole('button', { name: 'Documents' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents']);
  });

  it('asks for each level’s first page once: the request starts on the click and the level joins it', async () => {
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, { routes: fileRoutes });
    await openRow(user, 'Workstation documents');
    await openRow(user, 'Documents');
    await openRow(user, 'Reports');
    expect(await screen.findByText('q1.pdf')).toBeInTheDocument();
    for (const path of [
      `${base}/nodes/7/plans/11/folders`,
      `${base}/v2/nodes/7/plans/11/folders/100/content`,
      `${base}/v2/nodes/7/plans/11/folders/101/content`,
    ]) {
      const calls = api.callsTo('GET', path);
      expect(calls, path).toHaveLength(1);
      expect(calls[0]?.query.get('page'), path).toBe('0');
    }
  });

  it('keeps the current level until the next one has its rows, then shows it whole', async () => {
    const { api, documents } = await openDocumentsHeld();
    await waitFor(() => expect(api.callsTo('GET', DOCUMENTS_CONTENT)).toHaveLength(1));
    expect(crumbs()).toEqual(['All plans', 'Workstation documents']);
    expect(screen.getByRole('button', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    documents.release();
    expect(await screen.findByText('budget.xlsx')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents']);
  });

  it('opens a slow level after a moment with its loading state, and fills it when the rows arrive', async () => {
    const { api, documents } = await openDocumentsHeld();
    await waitFor(() => expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents']));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    documents.release();
    expect(await screen.findByText('budget.xlsx')).toBeInTheDocument();
    expect(api.callsTo('GET', DOCUMENTS_CONTENT)).toHaveLength(1);
  });

  it('drops an open still waiting for its rows when the technician goes Back meanwhile', async () => {
    const { user, api, documents } = await openDocumentsHeld();
    await waitFor(() => expect(api.callsTo('GET', DOCUMENTS_CONTENT)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(crumbs()).toEqual(['All plans']));
    documents.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(crumbs()).toEqual(['All plans']);
    expect(screen.queryByText('budget.xlsx')).not.toBeInTheDocument();
  });

  it('searches from 3 characters, with the button or Enter, and shows the results under Search Results', async () => {
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        ...fileRoutes,
        [`GET ${base}/nodes/7/plans/11/search`]: {
          body: paged([entryFixture({ id: 104, name: 'abc-notes.txt' })]),
        },
      },
    });
    await openRow(user, 'Workstation documents');
    await openRow(user, 'Documents');
    await screen.findByText('budget.xlsx');
    const box = screen.getByRole('searchbox', { name: 'Search backup' });
    const search = screen.getByRole('button', { name: 'Search' });
    expect(
      screen.getByText('Search by file name, folder name or extension; * is a wildcard.'),
    ).toBeInTheDocument();

    await user.type(box, 'ab');
    expect(search).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(api.callsTo('GET', `${base}/nodes/7/plans/11/search`)).toHaveLength(0);

    await user.type(box, 'c');
    expect(search).toBeEnabled();
    await user.type(box, '{Enter}');
    expect(await screen.findByText('abc-notes.txt')).toBeInTheDocument();
    const [call] = api.callsTo('GET', `${base}/nodes/7/plans/11/search`);
    expect(call?.query.get('searchTerm')).toBe('abc');
    expect(call?.query.get('folderId')).toBe('100');
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents', 'Search Results']);
  });

  it('asks to mount a volume revision before opening it, and not when the breadcrumb leads back to it', async () => {
    let mountStatus = { status: 'MOUNTING', progress: 40, error: null };
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        [`GET ${base}/nodes/7/plans`]: { body: [imagePlan] },
        [`GET ${base}/nodes/7/plans/12/volumes`]: { body: [volumeFixture()] },
        [`GET ${base}/v2/nodes/7/plans/12/files/200/revisions`]: {
          body: paged([revisionFixture(), revisionFixture({ id: 301, bldType: 'DELTA' })], 2, 100),
        },
        [`POST ${base}/image/nodes/7/plans/12/revisions/300/mount`]: () => ({ body: mountStatus }),
        [`GET ${base}/image/nodes/7/plans/12/revisions/300/mount`]: () => ({ body: mountStatus }),
        [`GET ${base}/image/v2/nodes/7/plans/12/revisions/300/content`]: ({ query }) => ({
          body: paged(
            query.get('folder') === '/'
              ? [mountedItem()]
              : [mountedItem({ name: 'hosts', path: '/etc/hosts', type: 'FILE', size: 220 })],
          ),
        }),
      },
    });
    await openRow(user, 'System image');
    await openRow(user, 'root');
    expect(await screen.findByText('Incremental')).toBeInTheDocument();
    await openRow(user, 'Full');

    const dialog = await screen.findByRole('dialog', { name: 'Mount Image' });
    for (const label of ['Revision Date', 'Volume Name', 'Volume Size'])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText('root')).toBeInTheDocument();
    expect(within(dialog).getByText('64 GB')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Mounting the image in the cloud may take some time.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mount' }));

    expect(await screen.findByText('Mounting image: 40%')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/image/nodes/7/plans/12/revisions/300/mount`)).toHaveLength(1);
    mountStatus = { status: 'MOUNTED', progress: 100, error: null };
    await openRow(user, 'etc');
    expect(await screen.findByText('hosts')).toBeInTheDocument();

    // Back to the revision's root through the breadcrumb: no second confirmation.
    const trail = screen.getByRole('navigation', { name: 'Backup location' });
    const revisionCrumb = within(trail).getAllByRole('button').at(-1)!;
    await user.click(revisionCrumb);
    expect(await screen.findByRole('button', { name: 'etc' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mount Image' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', `${base}/image/nodes/7/plans/12/revisions/300/mount`)).toHaveLength(1),
    );
  });
});
