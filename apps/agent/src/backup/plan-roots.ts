// The folders (or volumes) a plan backs up, as device paths (with --root, relative to that folder).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupRoot, PlanDefinition } from '@warden/domain/agent';
import type { DeviceRoot } from '../paths/device-root.ts';
import { commonFolderName, commonFolderPath } from './common-folders.ts';

/** A volume's id is a GUID in braces, kept stable per volume path in the state folder. */
function volumeId(stateDir: string, volumePath: string): string {
  const file = path.join(stateDir, 'volumes.json');
  const ids: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  if (!ids[volumePath]) {
    ids[volumePath] = `{${randomUUID().toUpperCase()}}`;
    fs.writeFileSync(file, JSON.stringify(ids, null, 2), { mode: 0o600 });
  }
  return ids[volumePath]!;
}

function volumeInfo(stateDir: string, volumePath: string, device: DeviceRoot) {
  const stats = fs.statfsSync(device.toLocal(volumePath));
  const size = Number(stats.blocks) * Number(stats.bsize);
  return {
    id: volumeId(stateDir, volumePath),
    name: volumePath,
    label: path.posix.basename(volumePath) || volumePath,
    location: volumePath,
    size,
    usedBytes: size - Number(stats.bfree) * Number(stats.bsize),
    fileSystem: fileSystemName(stats.type),
    partitionStyle: 'Unknown',
  };
}

function fileSystemName(type: number): string {
  const known: Record<number, string> = {
    61267: 'ext4',
    1481003842: 'xfs',
    2435016766: 'btrfs',
    16914836: 'tmpfs',
    26985: 'nfs',
  };
  return known[type] ?? (process.platform === 'win32' ? 'NTFS' : 'unknown');
}

export function planRoots(plan: PlanDefinition, stateDir: string, device: DeviceRoot): BackupRoot[] {
  if (plan.type !== 'FILE_FOLDER') {
    return plan.paths.map((p) => {
      const full = device.normalize(p);
      return {
        path: full,
        name: path.posix.basename(full) || full,
        rootType: 'VOLUME',
        cfid: null,
        volume: volumeInfo(stateDir, full, device),
      };
    });
  }
  const common = plan.commonFolders.map(
    (cf): BackupRoot => ({
      path: commonFolderPath(cf, device),
      name: commonFolderName(cf),
      rootType: 'COMMON_FOLDER',
      cfid: cf,
      volume: null,
    }),
  );
  const custom = plan.paths.map((p): BackupRoot => {
    const full = device.normalize(p);
    return {
      path: full,
      name: path.posix.basename(full) || full,
      rootType: 'CUSTOM_FOLDER',
      cfid: null,
      volume: null,
    };
  });
  return [...common, ...custom];
}
