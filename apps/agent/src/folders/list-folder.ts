// Lists a folder on this device for the console's folder tree: folders first, then files, by name,
// 1000 a page with an offset cursor. The empty path lists the roots: drives on Windows, / elsewhere.
// With --root (a demo or test device lives in that folder) "/" is that folder, and neither "..", a
// symbolic link nor a path of the machine itself lists anything outside it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEVICE_FOLDER_PAGE_SIZE, type DeviceFolderEntry } from '@warden/domain/agent';
import { DeviceRoot } from '../paths/device-root.ts';

function windowsDrives(): DeviceFolderEntry[] {
  const out = execFileSync('wmic', ['logicaldisk', 'get', 'name'], { encoding: 'utf8' });
  return [...out.matchAll(/([A-Z]):/g)].map(([, letter]) => ({
    name: `${letter}:/`,
    path: `${letter}:/`,
    type: 'volume',
  }));
}

function deviceRoots(device: DeviceRoot): DeviceFolderEntry[] {
  if (device.folder || process.platform !== 'win32') return [{ name: '/', path: '/', type: 'volume' }];
  return windowsDrives();
}

export async function listFolder(
  folder: string,
  cursor: string | null,
  options: { device?: DeviceRoot; pageSize?: number } = {},
): Promise<{ entries: DeviceFolderEntry[]; nextCursor: string | null }> {
  const device = options.device ?? new DeviceRoot();
  const pageSize = options.pageSize ?? DEVICE_FOLDER_PAGE_SIZE;
  if (!folder) return { entries: deviceRoots(device), nextCursor: null };
  const local = device.toLocal(folder);
  const dirents = await fs.readdir(await device.assertReallyInside(local), { withFileTypes: true });
  const entries = dirents
    .filter((d) => d.isDirectory() || d.isFile())
    .map(
      (d): DeviceFolderEntry => ({
        name: d.name,
        path: device.toDevice(path.join(local, d.name)),
        type: d.isDirectory() ? 'folder' : 'file',
      }),
    )
    .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1));
  const start = cursor ? Number(cursor) : 0;
  const page = entries.slice(start, start + pageSize);
  const next = start + pageSize < entries.length ? String(start + pageSize) : null;
  return { entries: page, nextCursor: next };
}
