// Backup rows to the browser's API shapes (spec 000, section 3).
import type { BackupFolder, FolderContentEntry, Revision, Volume } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { BackupEntryTable, FileRevisionTable } from '../../db/schema.ts';

type EntryRow = Selectable<BackupEntryTable>;

export function presentFolder(row: EntryRow, defined: boolean, latest: string | null): BackupFolder {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    type: row.root_type === 'COMMON_FOLDER' ? 'COMMON_FOLDER' : 'CUSTOM_FOLDER',
    deleted: !defined || row.deleted === 1,
    status: defined ? 'DEFINED' : 'DELETED',
    cfid: row.cfid,
    latestRevisionCreatedAt: latest,
  };
}

export function presentContentEntry(row: EntryRow): FolderContentEntry {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    type: row.type === 'FILE' ? 'FILE' : 'FOLDER',
    deleted: row.deleted === 1,
    backupSize: Number(row.backup_size),
    size: Number(row.size),
    latestRevisionCreatedAt: row.latest_revision_at,
    status: row.deleted === 1 ? 'DELETED' : 'ACTIVE',
    onCloud: row.on_cloud === 1,
    onLocal: row.on_local === 1,
  };
}

export function presentRevision(
  row: Selectable<FileRevisionTable> & { job_started: string; job_completed: string | null },
  entryType: string,
): Revision {
  return {
    id: row.id,
    planId: row.plan_id,
    type: entryType === 'VOLUME' ? 'VOLUME' : 'FILE',
    size: Number(row.size),
    backupSize: Number(row.stored_size),
    bldType: row.bld_type,
    modified: row.mtime,
    jobCreated: row.job_started,
    jobCompleted: row.job_completed,
    onS3: row.on_cloud === 1,
    onNas: row.on_local === 1,
    rollupSize: Number(row.stored_size),
    deleted: row.deleted_marker === 1,
  };
}

export function presentVolume(row: EntryRow, bytes: { local: number; cloud: number }): Volume {
  const info = row.volume_info ? JSON.parse(row.volume_info) : {};
  return {
    id: info.id ?? `{00000000-0000-0000-0000-${String(row.id).padStart(12, '0')}}`,
    name: info.name ?? row.name,
    size: Number(info.size ?? 0),
    label: info.label ?? row.name,
    location: info.location ?? row.path,
    fileSystem: info.fileSystem ?? '',
    partitionStyle: info.partitionStyle ?? '',
    stats: {
      localBytes: bytes.local,
      cloudBytes: bytes.cloud,
      usedBytes: Number(info.usedBytes ?? 0),
      capacityBytes: Number(info.size ?? 0),
      cloudDeduplicationBytes: Math.max(0, Number(row.size) - bytes.cloud),
    },
    fileId: row.id,
    lastRevision: row.latest_revision_at,
    volumeName: info.label ?? row.name,
  };
}
