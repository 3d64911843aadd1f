// Creates a folder on this device for the restore dialog's New Folder, with the same name rules the
// console applies, and refuses names that would escape the parent folder (or, with --root, the device).
import fs from 'node:fs/promises';
import path from 'node:path';
import { type OsFamily, validateFolderName } from '@warden/domain/agent';
import type { DeviceRoot } from '../paths/device-root.ts';

function localOsFamily(): OsFamily {
  return process.platform === 'win32' ? 'windows' : process.platform === 'darwin' ? 'mac' : 'linux';
}

/** Makes the folder name in the device folder parent; answers its device path. */
export async function createFolder(device: DeviceRoot, parent: string, name: string): Promise<string> {
  const error = validateFolderName(name, localOsFamily());
  if (error) throw new Error(error);
  const localParent = device.toLocal(parent);
  const target = path.resolve(localParent, name);
  if (path.dirname(target) !== path.resolve(localParent)) throw new Error('Invalid');
  await device.assertReallyInside(localParent);
  await fs.mkdir(target);
  return device.toDevice(target);
}
