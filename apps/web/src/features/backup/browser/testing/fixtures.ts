// Sample answers of the backup browser's calls for component tests, typed by the domain schemas.
import type {
  BackupFolder,
  BackupPlan,
  Device,
  FolderContentEntry,
  MountedItem,
  Revision,
  Session,
  Volume,
} from '@warden/domain';
import {
  sessionFixture as baseSession,
  type SessionFixtureOptions,
} from '../../../../testing/session-fixture.ts';

/** The test session, with the get-started video a test names. */
export function sessionFixture(options: SessionFixtureOptions & { backupVideoUrl?: string } = {}): Session {
  const { backupVideoUrl = null, ...rest } = options;
  return baseSession({ ...rest, branding: { backupVideoUrl } });
}

export function deviceFixture(overrides: Partial<Device> = {}): Device {
  return {
    id: 7,
    uid: 'dev-7',
    displayName: 'NW-WS-042',
    friendlyName: null,
    name: 'NW-WS-042',
    systemName: 'nw-ws-042',
    nodeClass: 'WINDOWS_WORKSTATION',
    nodeRole: 'WINDOWS_WORKSTATION',
    clientId: 3,
    organizationId: 3,
    organizationName: 'Northwind Traders',
    locationId: null,
    locationName: null,
    online: true,
    lastContact: '2025-03-01T10:00:00.000Z',
    lockhartEnabled: true,
    osName: 'Windows 11 Pro',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function planFixture(overrides: Partial<BackupPlan> = {}): BackupPlan {
  return {
    id: 11,
    uid: 'plan-11',
    name: 'Workstation documents',
    deleted: false,
    schedule: {
      scheduleType: 'DAILY',
      scheduleHour: 1,
      scheduleMinute: 30,
      interval: 1,
      weekDays: [],
      dayOfMonth: 1,
      weekOfMonth: 1,
    },
    scheduleText: 'Daily at 01:30',
    type: 'FILE_FOLDER',
    destination: 'BOTH',
    backupPermissions: true,
    lastSuccess: '2025-03-01T01:31:00.000Z',
    storage: { volumes: 0, local: 1024 * 1024, cloud: 2 * 1024 * 1024 },
    machineStorageUsed: 5 * 1024 * 1024,
    backupStorageUsed: 3 * 1024 * 1024,
    ...overrides,
  };
}

export const imagePlan = planFixture({
  id: 12,
  uid: 'plan-12',
  name: 'System image',
  type: 'IMAGE',
  destination: 'CLOUD',
});

export function folderFixture(overrides: Partial<BackupFolder> = {}): BackupFolder {
  return {
    id: 100,
    name: 'Documents',
    path: '/home/ada/Documents',
    type: 'COMMON_FOLDER',
    deleted: false,
    status: 'DEFINED',
    cfid: 'DOCUMENTS',
    latestRevisionCreatedAt: '2025-03-01T01:31:00.000Z',
    ...overrides,
  };
}

export function entryFixture(overrides: Partial<FolderContentEntry> = {}): FolderContentEntry {
  return {
    id: 102,
    name: 'budget.xlsx',
    path: '/home/ada/Documents/budget.xlsx',
    type: 'FILE',
    deleted: false,
    backupSize: 2048,
    size: 4096,
    latestRevisionCreatedAt: '2025-03-01T01:31:00.000Z',
    status: 'ACTIVE',
    onCloud: true,
    onLocal: true,
    ...overrides,
  };
}

export const reportsFolder = entryFixture({
  id: 101,
  name: 'Reports',
  path: '/home/ada/Documents/Reports',
  type: 'FOLDER',
  size: 0,
});

export function volumeFixture(overrides: Partial<Volume> = {}): Volume {
  return {
    id: '{00000000-0000-0000-0000-000000000200}',
    name: '/',
    size: 64 * 1024 * 1024 * 1024,
    label: 'root',
    location: '/',
    fileSystem: 'ext4',
    partitionStyle: 'GPT',
    stats: {
      localBytes: 0,
      cloudBytes: 1024 * 1024 * 1024,
      usedBytes: 0,
      capacityBytes: 0,
      cloudDeduplicationBytes: 0,
    },
    fileId: 200,
    lastRevision: '2025-03-01T01:31:00.000Z',
    volumeName: 'root',
    ...overrides,
  };
}

export function revisionFixture(overrides: Partial<Revision> = {}): Revision {
  return {
    id: 300,
    planId: 12,
    type: 'VOLUME',
    size: 1024 * 1024 * 1024,
    backupSize: 512 * 1024 * 1024,
    bldType: 'FULL',
    modified: '2025-03-01T01:00:00.000Z',
    jobCreated: '2025-03-01T01:30:00.000Z',
    jobCompleted: '2025-03-01T01:45:00.000Z',
    onS3: true,
    onNas: false,
    rollupSize: 512 * 1024 * 1024,
    deleted: false,
    ...overrides,
  };
}

export function mountedItem(overrides: Partial<MountedItem> = {}): MountedItem {
  return {
    name: 'etc',
    path: '/etc',
    type: 'FOLDER',
    size: 0,
    modified: '2025-02-28T10:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T>(results: T[], totalElements = results.length, size = 250) => ({
  results,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});

export const failure = {
  status: 500,
  body: { error: { code: 'INTERNAL', message: 'Database unavailable' } },
};
