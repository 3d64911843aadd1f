// New Folder: 'Required' for blank names, 'Invalid' by the device's rules (Windows and Mac), the
// create call, and the new folder appearing chosen in the destination tree.
import { screen, waitFor } from '@testing-library/react';
import type { OsFamily } from '@warden/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type RecordedCall } from '../../../help/testing/mock-api.ts';
import { DestinationFolders } from '../restore/destination-folders.tsx';
import { deviceFixture } from '../testing/fixtures.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { NewFolderDialog } from './new-folder-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const createPath = 'POST /api/backup/nodes/8/device-folders';

function openDialog(family: OsFamily, onCreated = vi.fn()) {
  const parentPath = family === 'windows' ? 'C:/Restores' : '/Users/ada';
  const view = renderDialog(
    <NewFolderDialog
      open
      onClose={() => {}}
      nodeId={8}
      family={family}
      parentPath={parentPath}
      onCreated={onCreated}
    />,
    {
      routes: {
        [createPath]: (call: RecordedCall) => ({
          body: { path: `${parentPath}/${(call.body as { folderName: string }).folderName}` },
        }),
      },
    },
  );
  return { ...view, onCreated };
}

async function submitName(user: ReturnType<typeof openDialog>['user'], name: string) {
  const input = screen.getByRole('textbox', { name: 'Folder Name' });
  await user.clear(input);
  if (name) await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('NewFolderDialog', () => {
  it("says 'Required' for an empty or blank name", async () => {
    const { user, api } = openDialog('windows');
    await submitName(user, '');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    await submitName(user, '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Invalid' for names Windows refuses", async () => {
    const { user, api } = openDialog('windows');
    for (const name of ['a:b', 'what?', 'CON', 'trailing.']) {
      await submitName(user, name);
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid');
    }
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Invalid' for a leading dot on a Mac, where Windows allows it", async () => {
    const mac = openDialog('mac');
    await submitName(mac.user, '.hidden');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid');
    expect(mac.api.calls).toHaveLength(0);
    mac.unmount();

    const windows = openDialog('windows');
    await submitName(windows.user, '.hidden');
    await waitFor(() =>
      expect(windows.onCreated).toHaveBeenCalledWith({ name: '.hidden', path: 'C:/Restores/.hidden' }),
    );
  });

  it('creates the folder on the device inside the chosen folder', async () => {
    const { user, api, onCreated } = openDialog('mac');
    await submitName(user, 'Recovered');
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ name: 'Recovered', path: '/Users/ada/Recovered' }),
    );
    expect(api.calls[0]!.body).toEqual({ nodeId: 8, folderName: 'Recovered', path: '/Users/ada' });
  });

  it("shows the device's refusal of a name", async () => {
    const view = renderDialog(
      <NewFolderDialog
        open
        onClose={() => {}}
        nodeId={8}
        family="linux"
        parentPath="/srv"
        onCreated={() => {}}
      />,
      { routes: { [createPath]: errorAnswer(409, 'CONFLICT', 'exists', { folderName: 'Already exists' }) } },
    );
    await submitName(view.user, 'data');
    expect(await screen.findByRole('alert')).toHaveTextContent('A folder with this name already exists');
  });
});

function Destination() {
  const [path, setPath] = useState<string | null>(null);
  return (
    <DestinationFolders
      device={deviceFixture({ id: 8, nodeClass: 'WINDOWS_WORKSTATION' })}
      selectedPath={path}
      onSelect={setPath}
    />
  );
}

function serveDevice(created: { done: boolean }) {
  return {
    'GET /api/backup/nodes/8/device-folders': (call: RecordedCall) => {
      const path = call.query.get('path');
      const entries =
        path === 'C:/'
          ? [{ name: 'Restores', path: 'C:/Restores', type: 'folder' }]
          : path === 'C:/Restores'
            ? created.done
              ? [{ name: 'Recovered', path: 'C:/Restores/Recovered', type: 'folder' }]
              : []
            : [{ name: 'C:/', path: 'C:/', type: 'volume' }];
      return { body: { entries, nextCursor: null } };
    },
    [createPath]: () => {
      created.done = true;
      return { body: { path: 'C:/Restores/Recovered' } };
    },
  };
}

async function createRecovered(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'New Folder' }));
  await user.type(screen.getByRole('textbox', { name: 'Folder Name' }), 'Recovered');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const created = await screen.findByRole('button', { name: 'Recovered' });
  expect(created).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('C:/Restores/Recovered')).toBeInTheDocument();
}

describe('DestinationFolders', () => {
  it('lists a folder never opened after New Folder, with the new folder chosen', async () => {
    const { user } = renderDialog(<Destination />, { routes: serveDevice({ done: false }) });
    expect(screen.getByRole('button', { name: 'New Folder' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Restores' }));
    await createRecovered(user);
  });

  it('adds the new folder to an open folder without listing it again', async () => {
    const { user, api } = renderDialog(<Destination />, { routes: serveDevice({ done: false }) });
    await user.click(await screen.findByRole('button', { name: 'Expand Restores' }));
    await user.click(screen.getByRole('button', { name: 'Restores' }));
    const listings = api.callsTo('GET', '/api/backup/nodes/8/device-folders').length;
    await createRecovered(user);
    expect(api.callsTo('GET', '/api/backup/nodes/8/device-folders')).toHaveLength(listings);
  });
});
