// Sample devices, plans, backup items, revisions, jobs and sessions for the backup dialog tests,
// typed by the domain schemas.
import {
  type BackupFolder,
  type BackupJob,
  type BackupPlan,
  type Device,
  type FolderContentEntry,
  jobProgress,
  type RestoreJob,
  type Revision,
} from '@warden/domain';
import {
  deviceFixture as browserDevice,
  entryFixture as browserEntry,
  folderFixture as browserFolder,
  planFixture as browserPlan,
  revisionFixture as browserRevision,
} from '../../browser/testing/fixtures.ts';
import type { BackupSelection, BackupSelectionItem } from '../backup-selection.ts';

export { sessionFixture } from '../../../../testing/session-fixture.ts';

/** The dialogs' source device: a Windows file server. */
export function deviceFixture(overrides: Partial<Device> = {}): Device {
  return browserDevice({ displayName: 'FILESERVER-01', nodeClass: 'WINDOWS_SERVER', ...overrides });
}

/** The dialogs' plan: Documents, to the cloud only. */
export function planFixture(overrides: Partial<BackupPlan> = {}): BackupPlan {
  return browserPlan({ name: 'Documents', destination: 'CLOUD', ...overrides });
}

const baseName = (path: string) => path.split('/').pop() ?? path;

export function entryFixture(id: number, path: string, type: 'FILE' | 'FOLDER'): FolderContentEntry {
  return browserEntry({ id, name: baseName(path), path, type });
}

export function rootFolderFixture(id: number, path: string): BackupFolder {
  return browserFolder({ id, name: baseName(path), path, type: 'CUSTOM_FOLDER', cfid: null });
}

export const fileItem = (id = 101, path = 'C:/Users/ada/report.docx'): BackupSelectionItem => ({
  kind: 'file',
  entry: entryFixture(id, path, 'FILE'),
});
export const folderItem = (id = 201, path = 'C:/Users/ada/Projects'): BackupSelectionItem => ({
  kind: 'folder',
  entry: entryFixture(id, path, 'FOLDER'),
  root: false,
});
export const rootItem = (id: number, path: string): BackupSelectionItem => ({
  kind: 'folder',
  entry: rootFolderFixture(id, path),
  root: true,
});

export function selectionFixture(items: BackupSelectionItem[], device = deviceFixture()): BackupSelection {
  return { device, plan: planFixture(), items };
}

/** A file revision of the dialogs' plan, its job on a day of March that follows from its id. */
export function revisionFixture(id: number, overrides: Partial<Revision> = {}): Revision {
  const day = `2025-03-0${(id % 9) + 1}`;
  return browserRevision({
    id,
    planId: 11,
    type: 'FILE',
    size: 2048,
    backupSize: 1024,
    bldType: 'NON_BLD',
    jobCreated: `${day}T02:00:00.000Z`,
    jobCompleted: `${day}T02:05:00.000Z`,
    ...overrides,
  });
}

export function backupJobFixture(id: number, overrides: Partial<BackupJob> = {}): BackupJob {
  return {
    id,
    planId: 11,
    status: 'COMPLETED',
    started: `2025-02-0${(id % 9) + 1}T02:00:00.000Z`,
    completed: `2025-02-0${(id % 9) + 1}T02:07:00.000Z`,
    filesNew: 1,
    filesChanged: 0,
    filesDeleted: 0,
    bytesUploaded: 10,
    error: null,
    progress: null,
    ...overrides,
  };
}

/** A processing job's figures as the server computes them, two seconds after the agent started. */
export function restoreJobFixture(overrides: Partial<RestoreJob> = {}): RestoreJob {
  const job: RestoreJob = {
    jobUID: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
    nodeId: 8,
    nodeName: 'WORKSTATION-02',
    jobFilesProcessed: 3,
    jobTotalFiles: 10,
    jobProcessedBytes: 1024 * 1024,
    jobTotalBytes: 4 * 1024 * 1024,
    jobFilesFailed: 0,
    status: 'processing',
    percentage: 25,
    error: null,
    cleared: false,
    createdAt: '2025-03-02T09:00:00.000Z',
    updatedAt: '2025-03-02T09:01:00.000Z',
    content: {
      actionType: 'RESTORE',
      type: 'FOLDER',
      sourcePath: 'C:/Users/ada/Projects',
      file: 'Projects',
      destinationPath: 'D:/Restores',
      sourcePlanId: 11,
      sourcePlanName: 'Documents',
      sourceNodeId: 7,
      sourceNodeName: 'FILESERVER-01',
      collisionHandling: 'OVERWRITE',
    },
    progress: null,
    ...overrides,
  };
  if (overrides.progress !== undefined || job.status !== 'processing') return job;
  const progress = jobProgress({
    filesDone: job.jobFilesProcessed,
    filesTotal: job.jobTotalFiles,
    bytesDone: job.jobProcessedBytes,
    bytesTotal: job.jobTotalBytes,
    elapsedMs: 2000,
  });
  return { ...job, progress };
}

export const paged = <T>(results: T[], totalPages = results.length > 0 ? 1 : 0) => ({
  results,
  totalElements: results.length,
  totalPages,
});
