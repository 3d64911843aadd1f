// The restore dialog: titles, Original Location (default, several roots, failed availability),
// the Restore button rules, the destination devices and the job creation outcomes.
import { screen, waitFor, within } from '@testing-library/react';
import { collisionHandlingLabels, type RestoreJobInput } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type RecordedCall } from '../../../help/testing/mock-api.ts';
import { deviceFixture, fileItem, folderItem, paged, rootItem, sessionFixture } from '../testing/fixtures.ts';
import { laptop, openRestore, paths, restoreRoutes, workstation } from '../testing/restore-dialog-setup.tsx';

afterEach(() => vi.unstubAllGlobals());

const restoreButton = () => screen.getByRole('button', { name: 'Restore' });
const original = () => screen.getByRole('radio', { name: 'Original Location' });
const other = () => screen.getByRole('radio', { name: 'Other Location' });

async function chooseOtherDestination(user: ReturnType<typeof openRestore>['user']) {
  await user.click(other());
  await user.click(await screen.findByRole('radio', { name: 'WORKSTATION-02' }));
  await user.click(await screen.findByRole('button', { name: 'Restores' }));
}

describe('RestoreDialog', () => {
  it('is titled by its selection, with a revision picker for a file and a date picker otherwise', async () => {
    const file = openRestore([fileItem()]);
    expect(screen.getByRole('dialog', { name: 'Restore File' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Revision' })).toBeInTheDocument();
    file.unmount();
    const folder = openRestore([folderItem()]);
    expect(screen.getByRole('dialog', { name: 'Restore Folder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    folder.unmount();
    openRestore([fileItem(), folderItem()]);
    expect(screen.getByRole('dialog', { name: 'Restore Batch' })).toBeInTheDocument();
    expect(screen.getByText('C:/Users/ada/report.docx')).toBeInTheDocument();
    expect(screen.getByText('C:/Users/ada/Projects')).toBeInTheDocument();
  });

  it('offers the If File Exists choices', () => {
    openRestore([fileItem()]);
    const select = screen.getByRole('combobox', { name: 'If File Exists' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(collisionHandlingLabels));
  });

  it('restores to the original location by default once it is known to be available', async () => {
    const { user, api, onClose } = openRestore([fileItem()]);
    expect(original()).toBeChecked();
    expect(restoreButton()).toBeDisabled();
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    expect(api.callsTo('GET', '/api/backup/restore-availability')[0]!.query.get('nodeId')).toBe('7');
    await user.click((await screen.findAllByRole('radio', { name: /2 KB/ }))[0]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'If File Exists' }), 'Keep both');
    await user.click(restoreButton());

    expect(await screen.findByText('Restore job created successfully')).toBeInTheDocument();
    const [job] = api.callsTo('POST', '/api/backup/restore-jobs')[0]!.body as RestoreJobInput[];
    expect(job).toMatchObject({
      originalLocation: true,
      destinationNodeId: 7,
      sourcePath: 'C:/Users/ada/report.docx',
      collisionHandling: 'KEEP_BOTH',
      revisionId: 4,
    });
    const progress = await screen.findByRole('dialog', { name: 'Restore job' });
    expect(await screen.findByText('Preparing to restore...')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restore File' })).not.toBeInTheDocument(),
    );
    // The dialog as a whole closes with the progress view: a parent that unmounts it on close
    // must not take the progress away the moment the job exists.
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(progress).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Restore File' })).not.toBeInTheDocument();
  });

  it('does not offer the original location for several root folders', async () => {
    const { api } = openRestore([rootItem(300, 'C:/Data'), rootItem(301, 'D:/Shares')]);
    expect(screen.getByText('Not available when restoring multiple root folders.')).toBeInTheDocument();
    expect(original()).toBeDisabled();
    expect(other()).toBeChecked();
    expect(api.callsTo('GET', '/api/backup/restore-availability')).toHaveLength(0);
  });

  it('keeps the original location for a single root folder', async () => {
    openRestore([rootItem(300, 'C:/Data')]);
    expect(original()).toBeChecked();
    expect(screen.queryByText('Not available when restoring multiple root folders.')).not.toBeInTheDocument();
  });

  it.each([
    ['the check says no', { body: { available: false, reason: 'The device is not connected.' } }],
    ['the check fails', errorAnswer(500, 'INTERNAL', 'boom')],
  ])('switches the original location off when %s', async (_, answer) => {
    openRestore([fileItem()], { routes: restoreRoutes({ [paths.availability]: answer }) });
    await waitFor(() => expect(other()).toBeChecked());
    expect(original()).toBeDisabled();
    expect(restoreButton()).toBeDisabled();
  });

  it('switches the original location off when the source device is down or the flag is off', () => {
    const down = openRestore([fileItem()], { device: deviceFixture({ online: false }) });
    expect(other()).toBeChecked();
    expect(down.api.callsTo('GET', '/api/backup/restore-availability')).toHaveLength(0);
    down.unmount();
    openRestore([fileItem()], { session: sessionFixture({ flags: { restore_original_location: false } }) });
    expect(original()).toBeDisabled();
    expect(other()).toBeChecked();
  });

  it('enables Restore for another location only with a device and a folder', async () => {
    const { user, api } = openRestore([folderItem()]);
    await user.click(other());
    expect(restoreButton()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'WORKSTATION-02' }));
    expect(restoreButton()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Restores' }));
    expect(restoreButton()).toBeEnabled();
    await user.click(screen.getAllByRole('radio', { name: /Feb/ })[0]!);
    await user.click(restoreButton());
    await screen.findByText('Restore job created successfully');
    const [job] = api.callsTo('POST', '/api/backup/restore-jobs')[0]!.body as RestoreJobInput[];
    expect(job).toMatchObject({
      originalLocation: false,
      destinationNodeId: 8,
      destinationNodeName: 'WORKSTATION-02',
      destinationPath: 'C:/Restores',
      sourcePath: 'C:/Users/ada/Projects',
      backupJobId: 6,
    });
    expect(job!.revisionId).toBeUndefined();
  });

  it('keeps Restore disabled when restoring is not allowed', async () => {
    const { api } = openRestore([fileItem()], {
      session: sessionFixture({ without: ['canViewAndRestoreBackupData'] }),
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/backup/restore-availability')).toHaveLength(1));
    // Give the available answer time to arrive: with the permission, Restore would now be enabled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(original()).toBeChecked();
    expect(restoreButton()).toBeDisabled();
  });

  it('enables Restore without the permission while file/folder backup is allowed', async () => {
    openRestore([fileItem()], {
      session: sessionFixture({
        without: ['canViewAndRestoreBackupData'],
        flags: { file_folder_backup: true },
      }),
    });
    await waitFor(() => expect(restoreButton()).toBeEnabled());
  });

  it('asks only for online, backup-enabled devices of eligible classes in the organisation', async () => {
    const { user, api } = openRestore([fileItem()]);
    await user.click(other());
    await screen.findByRole('radio', { name: 'LAPTOP-09' });
    expect(api.callsTo('POST', '/api/query/devices')[0]!.body).toMatchObject({
      organizationId: 3,
      online: true,
      lockhartEnabled: true,
      nodeClass: ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER', 'LINUX_WORKSTATION', 'LINUX_SERVER'],
      size: 50,
    });
  });

  it("says 'No online devices available' when none qualifies", async () => {
    const { user } = openRestore([fileItem()], {
      routes: restoreRoutes({ [paths.devices]: { body: paged([deviceFixture({ id: 8, online: false })]) } }),
    });
    await user.click(other());
    expect(await screen.findByText('No online devices available')).toBeInTheDocument();
  });

  it("offers only the client's allowed devices in MANUAL mode", async () => {
    const { user } = openRestore([fileItem()], {
      routes: restoreRoutes({ [paths.settings]: { body: { mode: 'MANUAL', nodeIds: [laptop.id] } } }),
    });
    await user.click(other());
    expect(await screen.findByRole('radio', { name: 'LAPTOP-09' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: workstation.displayName })).not.toBeInTheDocument();
  });

  it("reports 'Error creating restore job' when the result is not SUCCESS, and stays open", async () => {
    const { user, onClose } = openRestore([fileItem()], {
      routes: restoreRoutes({
        [paths.create]: { body: { resultCode: 'FAILURE', message: 'offline', jobs: [] } },
      }),
    });
    await chooseOtherDestination(user);
    await user.click(restoreButton());
    expect(await screen.findByText('Error creating restore job')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Restore job' })).not.toBeInTheDocument();
  });

  it("reports 'Error creating/updating jobs' when the call fails", async () => {
    const { user, onClose } = openRestore([fileItem()], {
      routes: restoreRoutes({ [paths.create]: errorAnswer(500, 'INTERNAL', 'boom') }),
    });
    await chooseOtherDestination(user);
    await user.click(restoreButton());
    expect(await screen.findByText('Error creating/updating jobs')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('posts one job per item of a batch, with NTFS permissions when the flag shows them', async () => {
    const { user, api } = openRestore([fileItem(), folderItem()], {
      session: sessionFixture({ flags: { backup_ntfs_permissions: true } }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Restore NTFS Permissions' }));
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    await user.click(restoreButton());
    await screen.findByText('Restore job created successfully');
    const jobs = api.callsTo('POST', '/api/backup/restore-jobs')[0]!.body as RestoreJobInput[];
    expect(jobs.map((j) => [j.sourcePath, j.restorePermissions])).toEqual([
      ['C:/Users/ada/report.docx', true],
      ['C:/Users/ada/Projects', true],
    ]);
  });

  it('hides Restore NTFS Permissions without its flag', () => {
    openRestore([fileItem()]);
    expect(screen.queryByRole('checkbox', { name: 'Restore NTFS Permissions' })).not.toBeInTheDocument();
  });
});

const deviceFolders = (call: RecordedCall) => {
  const path = call.query.get('path');
  const entries = !path
    ? [{ name: 'C:/', path: 'C:/', type: 'volume' }]
    : path === 'C:/'
      ? [{ name: 'Restores', path: 'C:/Restores', type: 'folder' }]
      : [];
  return { body: { entries, nextCursor: null } };
};

describe('RestoreDialog choices made for the technician', () => {
  it('starts on the latest revision, shown chosen, and restores that one', async () => {
    const { user, api } = openRestore([fileItem()]);
    const [latest] = await screen.findAllByRole('radio', { name: /2 KB/ });
    await waitFor(() => expect(latest).toBeChecked());
    // To the second: revisions of one minute must read apart.
    expect(latest).toHaveAccessibleName(/2:05:00/);
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    await user.click(restoreButton());
    await screen.findByText('Restore job created successfully');
    const [job] = api.callsTo('POST', '/api/backup/restore-jobs')[0]!.body as RestoreJobInput[];
    expect(job!.revisionId).toBe(4);
  });

  it('keeps Restore off while no revision exists to restore', async () => {
    openRestore([fileItem()], { routes: restoreRoutes({ [paths.revisions]: { body: paged([]) } }) });
    expect(await screen.findByText('No revisions available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeChecked());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(restoreButton()).toBeDisabled();
  });

  it('makes a New Folder folder only when the restore is confirmed, then restores into it', async () => {
    const order: string[] = [];
    const { user, api } = openRestore([folderItem()], {
      routes: restoreRoutes({
        [paths.folders]: deviceFolders,
        'POST /api/backup/nodes/:nodeId/device-folders': () => {
          order.push('folder');
          return { body: { path: 'C:/Restores/Recovered' } };
        },
        [paths.create]: () => {
          order.push('jobs');
          return { body: { resultCode: 'SUCCESS', jobs: [] } };
        },
      }),
    });
    await chooseOtherDestination(user);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder Name' }), 'Recovered');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Recovered' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', '/api/backup/nodes/8/device-folders')).toHaveLength(0);

    await waitFor(() => expect(restoreButton()).toBeEnabled());
    await user.click(restoreButton());
    await screen.findByText('Restore job created successfully');
    expect(order).toEqual(['folder', 'jobs']);
    expect(api.callsTo('POST', '/api/backup/nodes/8/device-folders')[0]!.body).toEqual({
      nodeId: 8,
      folderName: 'Recovered',
      path: 'C:/Restores',
    });
    const [job] = api.callsTo('POST', '/api/backup/restore-jobs')[0]!.body as RestoreJobInput[];
    expect(job!.destinationPath).toBe('C:/Restores/Recovered');
  });

  it('creates no job when the new folder cannot be made', async () => {
    const { user, api, onClose } = openRestore([folderItem()], {
      routes: restoreRoutes({
        [paths.folders]: deviceFolders,
        'POST /api/backup/nodes/:nodeId/device-folders': errorAnswer(400, 'BAD_REQUEST', 'EACCES'),
      }),
    });
    await chooseOtherDestination(user);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder Name' }), 'Recovered');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    await user.click(restoreButton());
    expect(await screen.findByText('The folder could not be created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/backup/restore-jobs')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
