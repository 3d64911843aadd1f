// Sample devices, plans, backup items, revisions, jobs and sessions for the backup dialog tests,
// typed by the domain schemas.
import {
  type BackupFolder,
  type BackupJob,
  type BackupPlan,
  type Device,
  type FeatureFlags,
  type FolderContentEntry,
  featureFlagDefaults,
  type Permission,
  permissionMap,
  permissions,
  type RestoreJob,
  type Revision,
  type Session,
  type UserType,
} from '@warden/domain';
import type { BackupSelection, BackupSelectionItem } from '../backup-selection.ts';

export function sessionFixture(
  options: { userType?: UserType; flags?: Partial<FeatureFlags>; without?: Permission[] } = {},
): Session {
  const granted = permissions.filter((p) => !options.without?.includes(p));
  return {
    user: {
      id: 1,
      uid: 'u-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      displayName: 'Ada Admin',
      userType: options.userType ?? 'TECHNICIAN',
      roleId: 1,
      roleName: 'Administrators',
      hideHelpTooltip: true,
    },
    divisionConfig: {
      name: 'Demo division',
      features: { ...featureFlagDefaults, ...options.flags },
      branding: { branded: false, productName: '' },
    },
    permissions: permissionMap(granted),
    organizationIds: null,
    csrfToken: 'csrf-token-1',
  };
}

export function deviceFixture(overrides: Partial<Device> = {}): Device {
  return {
    id: 7,
    uid: 'dev-7',
    displayName: 'FILESERVER-01',
    friendlyName: null,
    name: 'fileserver-01',
    systemName: 'FILESERVER-01',
    nodeClass: 'WINDOWS_SERVER',
    nodeRole: 'SERVER',
    clientId: 3,
    organizationId: 3,
    organizationName: 'Acme',
    locationId: null,
    locationName: null,
    online: true,
    lastContact: '2025-03-01T10:00:00.000Z',
    lockhartEnabled: true,
    osName: 'Windows Server 2022',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function planFixture(overrides: Partial<BackupPlan> = {}): BackupPlan {
  return {
    id: 11,
    uid: 'plan-11',
    name: 'Documents',
    deleted: false,
    schedule: {
      scheduleType: 'DAILY',
      scheduleHour: 2,
      scheduleMinute: 0,
      interval: 1,
      weekDays: [],
      dayOfMonth: 1,
      weekOfMonth: 1,
    },
    scheduleText: 'Daily at 02:00',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    backupPermissions: false,
    lastSuccess: '2025-03-01T02:10:00.000Z',
    storage: { volumes: 0, local: 0, cloud: 1024 },
    machineStorageUsed: 0,
    backupStorageUsed: 1024,
    ...overrides,
  };
}

export function entryFixture(id: number, path: string, type: 'FILE' | 'FOLDER'): FolderContentEntry {
  return {
    id,
    name: path.split('/').pop() ?? path,
    path,
    type,
    deleted: false,
    backupSize: 100,
    size: 200,
    latestRevisionCreatedAt: '2025-03-01T02:00:00.000Z',
    status: 'ACTIVE',
    onCloud: true,
    onLocal: false,
  };
}

export function rootFolderFixture(id: number, path: string): BackupFolder {
  return {
    id,
    name: path.split('/').pop() ?? path,
    path,
    type: 'CUSTOM_FOLDER',
    deleted: false,
    status: 'DEFINED',
    cfid: null,
    latestRevisionCreatedAt: '2025-03-01T02:00:00.000Z',
  };
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

export function revisionFixture(id: number, overrides: Partial<Revision> = {}): Revision {
  return {
    id,
    planId: 11,
    type: 'FILE',
    size: 2048,
    backupSize: 1024,
    bldType: 'NON_BLD',
    modified: '2025-03-01T01:00:00.000Z',
    jobCreated: `2025-03-0${(id % 9) + 1}T02:00:00.000Z`,
    jobCompleted: `2025-03-0${(id % 9) + 1}T02:05:00.000Z`,
    onS3: true,
    onNas: false,
    rollupSize: 0,
    deleted: false,
    ...overrides,
  };
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
    ...overrides,
  };
}

export function restoreJobFixture(overrides: Partial<RestoreJob> = {}): RestoreJob {
  return {
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
    ...overrides,
  };
}

export const paged = <T>(results: T[], totalPages = results.length > 0 ? 1 : 0) => ({
  results,
  totalElements: results.length,
  totalPages,
});
