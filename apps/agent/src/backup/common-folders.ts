// Where a plan's common folders live on this device. With --root (the demo devices, tests) they are
// looked up under that folder instead of the user's home.
import os from 'node:os';
import path from 'node:path';
import type { CommonFolder } from '@warden/domain';

const folderNames: Record<CommonFolder, string> = {
  DESKTOP: 'Desktop',
  DOCUMENTS: 'Documents',
  PICTURES: 'Pictures',
  DOWNLOADS: 'Downloads',
  MUSIC: 'Music',
  VIDEOS: 'Videos',
};

export function commonFolderPath(folder: CommonFolder, root?: string): string {
  return toPortable(path.join(root ?? os.homedir(), folderNames[folder]));
}

export function commonFolderName(folder: CommonFolder): string {
  return folderNames[folder];
}

/** Paths travel with forward slashes on every OS ("C:/Users/…" on Windows). */
export function toPortable(p: string): string {
  return p.replace(/\\/g, '/');
}

/** Plan paths are absolute on the device; under --root they are taken relative to it. */
export function resolvePlanPath(p: string, root?: string): string {
  if (!root) return toPortable(path.resolve(p));
  // path.join keeps a trailing slash ("/" under the root gives "root/"); the server wants none.
  return toPortable(path.resolve(path.join(root, p.replace(/^[A-Za-z]:/, ''))));
}
