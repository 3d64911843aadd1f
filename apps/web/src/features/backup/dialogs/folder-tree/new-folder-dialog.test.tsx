// New Folder: 'Required' for blank names, 'Invalid' by the device's rules (Windows and Mac) naming what
// is refused, and the new folder appearing chosen in the destination tree without being made yet.
import { screen } from '@testing-library/react';
import type { OsFamily } from '@warden/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../help/testing/mock-api.ts';
import { DestinationFolders } from '../restore/destination-folders.tsx';
import { deviceFixture } from '../testing/fixtures.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { NewFolderDialog } from './new-folder-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const createPath = 'POST /api/backup/nodes/8/device-folders';

function openDialog(family: OsFamily, onCreate = vi.fn(), siblingNames: string[] = []) {
  const parentPath = family === 'windows' ? 'C:/Restores' : '/Users/ada';
  const view = renderDialog(
    <NewFolderDialog
      open
      onClose={() => {}}
      family={family}
      parentPath={parentPath}
      siblingNames={siblingNames}
      onCreate={onCreate}
    />,
  );
  return { ...view, onCreate };
}

async function submitName(user: ReturnType<typeof openDialog>['user'], name: string) {
  const input = screen.getByRole('textbox', { name: 'Folder Name' });
  await user.clear(input);
  if (name) await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('NewFolderDialog', () => {
  it("says 'Required' for an empty or blank name", async () => {
    const { user, api, onCreate } = openDialog('windows');
    await submitName(user, '');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    await submitName(user, '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(api.calls).toHaveLength(0);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("says 'Invalid' for names Windows refuses, naming the characters it does not allow", async () => {
    const { user, api, onCreate } = openDialog('windows');
    for (const name of ['a:b', 'what?']) {
      await submitName(user, name);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Invalid: a folder name cannot contain < > : " / \\ | ? * or control characters',
      );
    }
    await submitName(user, 'CON');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid: this name is reserved by Windows');
    await submitName(user, 'trailing.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid: a folder name cannot end with a dot or a space',
    );
    expect(api.calls).toHaveLength(0);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("says 'Invalid' for a leading dot on a Mac, where Windows allows it", async () => {
    const mac = openDialog('mac');
    await submitName(mac.user, '.hidden');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid: a folder name cannot start with a dot');
    await submitName(mac.user, 'a:b');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid: a folder name cannot contain : /');
    mac.unmount();

    const windows = openDialog('windows');
    await submitName(windows.user, '.hidden');
    expect(windows.onCreate).toHaveBeenCalledWith('.hidden');
  });

  it('makes nothing on the device: the name goes back to the restore dialog', async () => {
    const { user, api, onCreate } = openDialog('mac');
    await submitName(user, 'Recovered');
    expect(onCreate).toHaveBeenCalledWith('Recovered');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a name already in the folder', async () => {
    const { user, onCreate } = openDialog('windows', vi.fn(), ['Recovered']);
    await submitName(user, 'recovered');
    expect(screen.getByRole('alert')).toHaveTextContent('A folder with this name already exists');
    expect(onCreate).not.toHaveBeenCalled();
  });
});

function Destination() {
  const [path, setPath] = useState<string | null>(null);
  return (
    <DestinationFolders
      device={deviceFixture({ id: 8, nodeClass: 'WINDOWS_WORKSTATION' })}
      selectedPath={path}
      onSelect={setPath}
      onNewFolder={() => {}}
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

const madeOnDevice = (api: ReturnType<typeof renderDialog>['api']) =>
  api.callsTo('POST', '/api/backup/nodes/8/device-folders');

describe('DestinationFolders', () => {
  it('lists a folder never opened after New Folder, with the new folder chosen', async () => {
    const { user } = renderDialog(<Destination />, { routes: serveDevice({ done: false }) });
    expect(screen.getByRole('button', { name: 'New Folder' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Restores' }));
    await createRecovered(user);
  });

  it('makes nothing on the device when New Folder is pressed, and asks it nothing on expanding', async () => {
    const { user, api } = renderDialog(<Destination />, { routes: serveDevice({ done: false }) });
    await user.click(await screen.findByRole('button', { name: 'Restores' }));
    await createRecovered(user);
    const listings = api.callsTo('GET', '/api/backup/nodes/8/device-folders').length;
    expect(madeOnDevice(api)).toHaveLength(0);
    const expand = screen.queryByRole('button', { name: 'Expand Recovered' });
    if (expand) await user.click(expand);
    expect(api.callsTo('GET', '/api/backup/nodes/8/device-folders')).toHaveLength(listings);
    expect(screen.queryByText('Directory listing unavailable.')).not.toBeInTheDocument();
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
