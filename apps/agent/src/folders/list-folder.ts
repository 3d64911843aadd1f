// Lists a folder on this device for the console's folder tree: folders first, then files, by name,
// 1000 a page with an offset cursor. The empty path lists the roots: drives on Windows, / elsewhere,
// or the agent's --root folder when it has one (a demo or test device lives in that folder, so its
// tree starts there rather than several levels above it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEVICE_FOLDER_PAGE_SIZE, type DeviceFolderEntry } from '@warden/domain';

function windowsDrives(): DeviceFolderEntry[] {
  const out = execFileSync('wmic', ['logicaldisk', 'get', 'name'], { encoding: 'utf8' });
  return [...out.matchAll(/([A-Z]):/g)].map(([, letter]) => ({
    name: `${letter}:/`,
    path: `${letter}:/`,
    type: 'volume',
  }));
}

export function toPortablePath(p: string): string {
  return p.replace(/\\/g, '/');
}

function deviceRoots(root: string | undefined): DeviceFolderEntry[] {
  if (root) {
    const rootPath = toPortablePath(path.resolve(root));
    return [{ name: rootPath, path: rootPath, type: 'volume' }];
  }
  return process.platform === 'win32' ? windowsDrives() : [{ name: '/', path: '/', type: 'volume' }];
}

export async function listFolder(
  folder: string,
  cursor: string | null,
  options: { root?: string; pageSize?: number } = {},
): Promise<{ entries: DeviceFolderEntry[]; nextCursor: string | null }> {
  const pageSize = options.pageSize ?? DEVICE_FOLDER_PAGE_SIZE;
  if (!folder) return { entries: deviceRoots(options.root), nextCursor: null };
  const dirents = await fs.readdir(folder, { withFileTypes: true });
  const entries = dirents
    .filter((d) => d.isDirectory() || d.isFile())
    .map(
      (d): DeviceFolderEntry => ({
        name: d.name,
        path: toPortablePath(path.join(folder, d.name)),
        type: d.isDirectory() ? 'folder' : 'file',
      }),
    )
    .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1));
  const start = cursor ? Number(cursor) : 0;
  const page = entries.slice(start, start + pageSize);
  const next = start + pageSize < entries.length ? String(start + pageSize) : null;
  return { entries: page, nextCursor: next };
}
