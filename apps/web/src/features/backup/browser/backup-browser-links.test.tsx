// Links to the browser's place: the URL follows the technician down the levels (a new level is a new
// history entry, a refined search replaces the one before), and a link opened anew shows the same
// level with its whole breadcrumb, or the not-found state for a place out of reach.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../help/testing/mock-api.ts';
import { BackupBrowser } from './backup-browser.tsx';
import {
  deviceFixture,
  entryFixture,
  folderFixture,
  imagePlan,
  paged,
  planFixture,
  reportsFolder,
  revisionFixture,
  volumeFixture,
} from './testing/fixtures.ts';
import { renderBackup } from './testing/render-backup.tsx';

const base = '/api/backup/lockhart';
const q1 = entryFixture({ id: 103, name: 'q1.pdf', path: '/home/ada/Documents/Reports/q1.pdf' });
const routes = {
  [`GET ${base}/nodes/7/plans`]: { body: [planFixture(), imagePlan] },
  [`GET ${base}/nodes/7/plans/11/folders`]: { body: paged([folderFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/100/content`]: { body: paged([reportsFolder, entryFixture()]) },
  [`GET ${base}/v2/nodes/7/plans/11/folders/101/content`]: { body: paged([q1]) },
  [`GET ${base}/nodes/7/plans/11/folders/101/trail`]: {
    body: { root: folderFixture(), entries: [reportsFolder] },
  },
  [`GET ${base}/nodes/7/plans/11/files/103/trail`]: {
    body: { root: folderFixture(), entries: [reportsFolder, q1] },
  },
  [`GET ${base}/nodes/7/plans/11/search`]: ({ query }: { query: URLSearchParams }) => ({
    body: paged([entryFixture({ id: 104, name: `${query.get('searchTerm')}-notes.txt` })]),
  }),
  [`GET ${base}/v2/nodes/7/plans/11/files/:fileId/revisions`]: {
    body: paged([revisionFixture({ type: 'FILE', planId: 11 })], 1, 100),
  },
  [`GET ${base}/nodes/7/plans/12/volumes`]: { body: [volumeFixture()] },
  [`GET ${base}/v2/nodes/7/plans/12/files/200/revisions`]: { body: paged([revisionFixture()], 1, 100) },
};

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Backup location' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const search = () => screen.getByTestId('search').textContent;
const renderAt = (url: string, extra = {}) =>
  renderBackup(<BackupBrowser device={deviceFixture()} />, { routes: { ...routes, ...extra }, url });

async function searchFor(user: ReturnType<typeof renderBackup>['user'], term: string) {
  const box = screen.getByRole('searchbox', { name: 'Search backup' });
  await user.clear(box);
  await user.type(box, `${term}{Enter}`);
  await screen.findByText(`${term}-notes.txt`);
}

describe('BackupBrowser links', () => {
  it('writes the place into the URL as the technician moves, and Back steps back a level', async () => {
    const { user } = renderAt('/?tab=data');
    await user.click(await screen.findByRole('button', { name: 'Workstation documents' }));
    await screen.findByRole('button', { name: 'Documents' });
    expect(search()).toBe('?tab=data&plan=11');
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Reports' }));
    await screen.findByText('q1.pdf');
    expect(search()).toBe('?tab=data&plan=11&folder=101');

    await searchFor(user, 'abc');
    expect(search()).toBe('?tab=data&plan=11&folder=101&q=abc');
    // Refining the search replaces it: Back leaves the search for the folder it was made in.
    await searchFor(user, 'abcd');
    expect(search()).toBe('?tab=data&plan=11&folder=101&q=abcd');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByText('q1.pdf')).toBeInTheDocument();
    expect(search()).toBe('?tab=data&plan=11&folder=101');
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents', 'Reports']);

    await user.click(screen.getByRole('button', { name: 'q1.pdf' }));
    await screen.findByText('Revision Date');
    expect(search()).toBe('?tab=data&plan=11&folder=101&file=103');
    await user.click(screen.getByRole('button', { name: 'All plans' }));
    await screen.findByRole('button', { name: 'System image' });
    expect(search()).toBe('?tab=data');
  });

  it('opens a linked folder with its breadcrumb from the plan root, and Back from a level opened there', async () => {
    const { user, api } = renderAt('/?plan=11&folder=101');
    expect(await screen.findByText('q1.pdf')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents', 'Reports']);
    expect(api.callsTo('GET', `${base}/nodes/7/plans/11/folders/101/trail`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByText('budget.xlsx')).toBeInTheDocument();
    expect(search()).toBe('?plan=11&folder=100');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByText('q1.pdf')).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Workstation documents', 'Documents', 'Reports']);
  });

  it('opens a linked search in a folder, a file’s revisions, and a volume’s revisions', async () => {
    const first = renderAt('/?plan=11&folder=101&q=rep&file=103');
    await screen.findByText('Revision Date');
    expect(crumbs()).toEqual([
      'All plans',
      'Workstation documents',
      'Documents',
      'Reports',
      'Search Results',
      'q1.pdf',
    ]);
    first.unmount();

    renderAt('/?plan=12&volume=200');
    await screen.findByText('Full');
    expect(crumbs()).toEqual(['All plans', 'System image', 'root']);
  });

  it('shows the not-found state for a folder out of reach or a malformed link, with the way to All plans', async () => {
    const gone = errorAnswer(404, 'NOT_FOUND', 'Folder not found');
    const { user, unmount } = renderAt('/?plan=11&folder=555', {
      [`GET ${base}/nodes/7/plans/11/folders/555/trail`]: gone,
    });
    const notFound = await screen.findByTestId('backup-place-not-found');
    expect(notFound).toHaveTextContent(
      'This backup location was not found, or you do not have access to it.',
    );
    await user.click(within(notFound).getByRole('button', { name: 'All plans' }));
    expect(await screen.findByRole('button', { name: 'System image' })).toBeInTheDocument();
    expect(search()).toBe('');
    unmount();

    for (const url of ['/?plan=99', '/?plan=11&folder=abc']) {
      const view = renderAt(url);
      expect(await screen.findByTestId('backup-place-not-found'), url).toBeInTheDocument();
      view.unmount();
    }
  });
});
