// Download Folder: the Date picker over completed backup jobs, 'Include Latest Revision of Deleted
// Files', and the Download link; plus the image download dialog's Download and Close.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backupJobFixture,
  deviceFixture,
  folderItem,
  paged,
  planFixture,
  revisionFixture,
  selectionFixture,
} from '../testing/fixtures.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { DownloadFolderDialog } from './download-folder-dialog.tsx';
import { ImageDownloadDialog } from './image-download-dialog.tsx';
import { startBrowserDownload } from './start-browser-download.ts';

vi.mock('./start-browser-download.ts', () => ({ startBrowserDownload: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startBrowserDownload).mockReset();
});

const jobsPath = 'GET /api/backup/lockhart/nodes/7/plans/11/jobs';
const zip = { url: '/api/backup/downloads?token=z.z', fileName: 'Projects.zip', expiresAt: '2025-03-01' };

describe('DownloadFolderDialog', () => {
  it('offers completed backup jobs and downloads the folder as it was, deleted files included', async () => {
    const { user, api } = renderDialog(
      <DownloadFolderDialog open onClose={() => {}} selection={selectionFixture([folderItem()])} />,
      {
        routes: {
          [jobsPath]: {
            body: paged([backupJobFixture(5), backupJobFixture(4, { status: 'FAILED', completed: null })]),
          },
          'GET /api/backup/lockhart/nodes/7/plans/11/folders/201/jobs/5/data': { body: zip },
        },
      },
    );
    expect(screen.getByRole('dialog', { name: 'Download Folder' })).toBeInTheDocument();
    expect(screen.getByText('C:/Users/ada/Projects')).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(api.calls[0]!.query.get('size')).toBe('100');
    // The latest completed job is chosen from the start.
    await waitFor(() => expect(radios[0]).toBeChecked());
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Include Latest Revision of Deleted Files' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(startBrowserDownload).toHaveBeenCalledWith(zip.url, 'Projects.zip'));
    const [call] = api.callsTo('GET', '/api/backup/lockhart/nodes/7/plans/11/folders/201/jobs/5/data');
    expect(call!.query.get('restoreDeleted')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it("says 'No options available' when the plan has no completed backup job", async () => {
    renderDialog(
      <DownloadFolderDialog open onClose={() => {}} selection={selectionFixture([folderItem()])} />,
      {
        routes: {
          [jobsPath]: { body: paged([backupJobFixture(4, { status: 'RUNNING', completed: null })]) },
        },
      },
    );
    expect(await screen.findByText('No options available')).toBeInTheDocument();
  });
});

describe('ImageDownloadDialog', () => {
  it('downloads a folder of a mounted image by its base64 path, and closes', async () => {
    const onClose = vi.fn();
    const item = {
      name: 'Résumés',
      path: '/Users/Résumés',
      type: 'FOLDER' as const,
      size: 0,
      modified: null,
    };
    const { user, api } = renderDialog(
      <ImageDownloadDialog
        open
        onClose={onClose}
        device={deviceFixture()}
        plan={planFixture({ type: 'IMAGE', name: 'System image' })}
        revision={revisionFixture(9, { type: 'VOLUME' })}
        item={item}
      />,
      {
        routes: {
          'GET /api/backup/lockhart/image/nodes/7/plans/11/revisions/9/download': {
            body: { url: '/api/backup/downloads?token=i.i', fileName: 'Résumés.zip', expiresAt: '' },
          },
        },
      },
    );
    expect(screen.getByText('System image')).toBeInTheDocument();
    expect(screen.getByText('/Users/Résumés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(startBrowserDownload).toHaveBeenCalledWith('/api/backup/downloads?token=i.i', 'Résumés.zip'),
    );
    const query = api.calls[0]!.query;
    expect(query.get('type')).toBe('FOLDER');
    const bytes = Uint8Array.from(atob(query.get('fileBase64')!), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('/Users/Résumés');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
