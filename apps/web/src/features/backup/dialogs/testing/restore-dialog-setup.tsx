// Shared set-up of the restore dialog tests: the calls the dialog makes, answered for a Windows
// source device 7 in organisation 3 and destination devices 8 and 9.
import type { Device } from '@warden/domain';
import { vi } from 'vitest';
import type { Answer } from '../../../../testing/mock-api.ts';
import type { BackupSelectionItem } from '../backup-selection.ts';
import { RestoreDialog } from '../restore/restore-dialog.tsx';
import {
  backupJobFixture,
  deviceFixture,
  paged,
  restoreJobFixture,
  revisionFixture,
  selectionFixture,
  sessionFixture,
} from './fixtures.ts';
import { renderDialog } from './render-dialog.tsx';

export const paths = {
  availability: 'GET /api/backup/restore-availability',
  revisions: 'GET /api/backup/lockhart/nodes/7/plans/11/files/101/revisions',
  jobs: 'GET /api/backup/lockhart/nodes/7/plans/11/jobs',
  settings: 'GET /api/organizations/3/backup-settings',
  devices: 'POST /api/query/devices',
  folders: 'GET /api/backup/nodes/:nodeId/device-folders',
  create: 'POST /api/backup/restore-jobs',
  job: 'GET /api/backup/restore-jobs/:jobUID',
};

export const workstation = deviceFixture({
  id: 8,
  displayName: 'WORKSTATION-02',
  nodeClass: 'WINDOWS_WORKSTATION',
});
export const laptop = deviceFixture({ id: 9, displayName: 'LAPTOP-09', nodeClass: 'WINDOWS_WORKSTATION' });
export const createdJob = restoreJobFixture({ jobTotalFiles: null, jobTotalBytes: null, percentage: 0 });

export function restoreRoutes(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    [paths.availability]: { body: { available: true, reason: null } },
    [paths.revisions]: { body: paged([revisionFixture(4), revisionFixture(3)]) },
    [paths.jobs]: { body: paged([backupJobFixture(6), backupJobFixture(5)]) },
    [paths.settings]: { body: { mode: 'AUTOMATIC', nodeIds: [] } },
    [paths.devices]: { body: paged([workstation, laptop]) },
    [paths.folders]: (call) => ({
      body: {
        entries:
          call.query.get('path') === 'C:/'
            ? [{ name: 'Restores', path: 'C:/Restores', type: 'folder' }]
            : [{ name: 'C:/', path: 'C:/', type: 'volume' }],
        nextCursor: null,
      },
    }),
    [paths.create]: { body: { resultCode: 'SUCCESS', jobs: [{ jobUID: createdJob.jobUID }] } },
    [paths.job]: { body: createdJob },
    ...overrides,
  };
}

export function openRestore(
  items: BackupSelectionItem[],
  options: {
    routes?: Record<string, Answer>;
    session?: ReturnType<typeof sessionFixture>;
    device?: Device;
  } = {},
) {
  const onClose = vi.fn();
  const view = renderDialog(
    <RestoreDialog
      open
      onClose={onClose}
      selection={selectionFixture(items, options.device ?? deviceFixture())}
    />,
    { routes: options.routes ?? restoreRoutes(), session: options.session ?? sessionFixture() },
  );
  return { ...view, onClose };
}
