// Where a plan's common folders live on this device: under the user's home, or with --root (the demo
// devices, tests) right under the device's "/".
import os from 'node:os';
import path from 'node:path';
import type { CommonFolder } from '@warden/domain/agent';
import { type DeviceRoot, toPortable } from '../paths/device-root.ts';

const folderNames: Record<CommonFolder, string> = {
  DESKTOP: 'Desktop',
  DOCUMENTS: 'Documents',
  PICTURES: 'Pictures',
  DOWNLOADS: 'Downloads',
  MUSIC: 'Music',
  VIDEOS: 'Videos',
};

/** The common folder's device path. */
export function commonFolderPath(folder: CommonFolder, device: DeviceRoot): string {
  if (device.folder) return `/${folderNames[folder]}`;
  return toPortable(path.join(os.homedir(), folderNames[folder]));
}

export function commonFolderName(folder: CommonFolder): string {
  return folderNames[folder];
}
