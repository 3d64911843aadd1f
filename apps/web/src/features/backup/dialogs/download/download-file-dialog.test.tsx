// Download File: the revision picker, the Download link that appears on a choice and hides after
// use, the LOCAL-only message and the technicians' hint.
import { screen, waitFor } from '@testing-library/react';
import { BROWSER_DOWNLOAD_UNAVAILABLE } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer } from '../../../help/testing/mock-api.ts';
import { fileItem, paged, revisionFixture, selectionFixture, sessionFixture } from '../testing/fixtures.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { DownloadFileDialog } from './download-file-dialog.tsx';
import { startBrowserDownload } from './start-browser-download.ts';

vi.mock('./start-browser-download.ts', () => ({ startBrowserDownload: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startBrowserDownload).mockReset();
});

const revisionsPath = 'GET /api/backup/lockhart/nodes/7/plans/11/files/101/revisions';
const dataPath = 'GET /api/backup/lockhart/nodes/7/plans/11/revisions/:revisionId/data';
const link = { url: '/api/backup/downloads?token=abc.def', fileName: 'report.docx', expiresAt: '2025-03-01' };

function open(routes: Record<string, Answer>, session = sessionFixture()) {
  return renderDialog(
    <DownloadFileDialog open onClose={() => {}} selection={selectionFixture([fileItem()])} />,
    {
      routes,
      session,
    },
  );
}

describe('DownloadFileDialog', () => {
  it('shows device, plan and path, starts on the newest revision, and hides Download once used', async () => {
    const { user, api } = open({
      [revisionsPath]: { body: paged([revisionFixture(1), revisionFixture(2)]) },
      [dataPath]: { body: link },
    });
    expect(screen.getByRole('dialog', { name: 'Download File' })).toBeInTheDocument();
    expect(screen.getByText('FILESERVER-01')).toBeInTheDocument();
    expect(screen.getByText('Documents')).toBeInTheDocument();
    expect(screen.getByText('C:/Users/ada/report.docx')).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(api.calls[0]!.query.get('size')).toBe('100');
    // The newest revision is chosen from the start, so Download can be used at once.
    await waitFor(() => expect(radios[0]).toBeChecked());
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await user.click(radios[1]!);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(startBrowserDownload).toHaveBeenCalledWith(link.url, link.fileName));
    expect(api.callsTo('GET', '/api/backup/lockhart/nodes/7/plans/11/revisions/2/data')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();

    await user.click(radios[0]!);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('starts on the revision it was opened for from the revision list', async () => {
    renderDialog(
      <DownloadFileDialog
        open
        onClose={() => {}}
        selection={selectionFixture([fileItem()])}
        initialRevision={revisionFixture(2)}
      />,
      { routes: { [revisionsPath]: { body: paged([revisionFixture(1), revisionFixture(2)]) } } },
    );
    const radios = await screen.findAllByRole('radio');
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
  });

  it("says 'No revisions available' when the file has none", async () => {
    open({ [revisionsPath]: { body: paged([]) } });
    expect(await screen.findByText('No revisions available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('loads the next 100 revisions with Load more', async () => {
    const { user, api } = open({
      [revisionsPath]: (call) => ({
        body:
          call.query.get('page') === '1'
            ? { results: [revisionFixture(3)], totalElements: 101, totalPages: 2 }
            : { results: [revisionFixture(1)], totalElements: 101, totalPages: 2 },
      }),
    });
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(api.calls.map((c) => c.query.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the LOCAL-only message for a revision kept only on local storage', async () => {
    const { user } = open({ [revisionsPath]: { body: paged([revisionFixture(1, { onS3: false })]) } });
    await user.click(await screen.findByRole('radio'));
    expect(screen.getByRole('alert')).toHaveTextContent(BROWSER_DOWNLOAD_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows the LOCAL-only message when the server refuses the browser download', async () => {
    const { user } = open({
      [revisionsPath]: { body: paged([revisionFixture(1)]) },
      [dataPath]: errorAnswer(400, 'VALIDATION_FAILED', BROWSER_DOWNLOAD_UNAVAILABLE),
    });
    await user.click(await screen.findByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BROWSER_DOWNLOAD_UNAVAILABLE);
    expect(startBrowserDownload).not.toHaveBeenCalled();
  });

  it('points technicians to restores for large data, and no one else', async () => {
    const routes = { [revisionsPath]: { body: paged([]) } };
    const { unmount } = open(routes);
    expect(screen.getByRole('link', { name: 'More Information' })).toHaveAttribute(
      'href',
      '/help/articles/235',
    );
    unmount();
    open(routes, sessionFixture({ userType: 'END_USER' }));
    expect(screen.queryByRole('link', { name: 'More Information' })).not.toBeInTheDocument();
  });
});
