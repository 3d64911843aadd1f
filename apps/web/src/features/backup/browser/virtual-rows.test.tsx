// A folder of 100,000 entries: only a window of rows is in the page, and scrolling loads the pages
// under the window (the last page directly, not every page before it).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagesForWindow } from '../hooks/use-backup-paged-rows.ts';
import { BackupBrowser } from './backup-browser.tsx';
import { deviceFixture, entryFixture, folderFixture, paged, planFixture } from './testing/fixtures.ts';
import { renderBackup } from './testing/render-backup.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOTAL = 100_000;
const base = '/api/backup/lockhart';
const contentPath = `${base}/v2/nodes/7/plans/11/folders/100/content`;

function entriesOfPage(page: number, size: number) {
  const from = page * size;
  const count = Math.max(0, Math.min(size, TOTAL - from));
  return Array.from({ length: count }, (_, i) =>
    entryFixture({ id: 1000 + from + i, name: `file-${String(from + i).padStart(6, '0')}.txt` }),
  );
}

describe('virtualised folder content', () => {
  it('renders only a window of a 100,000-entry folder and loads pages as it scrolls', async () => {
    const { user, api } = renderBackup(<BackupBrowser device={deviceFixture()} />, {
      routes: {
        [`GET ${base}/nodes/7/plans`]: { body: [planFixture()] },
        [`GET ${base}/nodes/7/plans/11/folders`]: { body: paged([folderFixture()]) },
        [`GET ${contentPath}`]: ({ query }) => {
          const page = Number(query.get('page'));
          const size = Number(query.get('size'));
          return { body: paged(entriesOfPage(page, size), TOTAL, size) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Workstation documents' }));
    await user.click(await screen.findByRole('button', { name: 'Documents' }));
    expect(await screen.findByText('file-000000.txt')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Contents of Documents' });
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    const rendered = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('aria-rowindex')).length;
    expect(rendered()).toBeGreaterThan(5);
    expect(rendered()).toBeLessThan(60);
    expect(api.callsTo('GET', contentPath).map((c) => c.query.get('page'))).toEqual(['0']);

    const scroller = table.closest('.backup-table') as HTMLElement;
    scroller.scrollTop = TOTAL * 40;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('file-099999.txt')).toBeInTheDocument();
    expect(rendered()).toBeLessThan(60);
    const pages = api.callsTo('GET', contentPath).map((c) => c.query.get('page'));
    expect(pages).toContain('399');
    expect(pages).not.toContain('200');

    scroller.scrollTop = 300 * 40;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getByText('file-000300.txt')).toBeInTheDocument());
    expect(api.callsTo('GET', contentPath).map((c) => c.query.get('page'))).toContain('1');
  });

  it('asks for page 0 (for the total) and the pages under the window', () => {
    expect(pagesForWindow(0, 20, 250)).toEqual([0]);
    expect(pagesForWindow(240, 260, 250)).toEqual([0, 1]);
    expect(pagesForWindow(99_980, 99_999, 250)).toEqual([0, 399]);
  });
});
