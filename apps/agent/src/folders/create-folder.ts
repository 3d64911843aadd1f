// Creates a folder on this device for the restore dialog's New Folder, with the same name rules the
// console applies, and refuses names that would escape the parent folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { type OsFamily, validateFolderName } from '@warden/domain';
import { toPortablePath } from './list-folder.ts';

export function localOsFamily(): OsFamily {
  return process.platform === 'win32' ? 'windows' : process.platform === 'darwin' ? 'mac' : 'linux';
}

export async function createFolder(parent: string, name: string): Promise<string> {
  const error = validateFolderName(name, localOsFamily());
  if (error) throw new Error(error);
  const target = path.resolve(parent, name);
  if (path.dirname(target) !== path.resolve(parent)) throw new Error('Invalid');
  await fs.mkdir(target);
  return toPortablePath(target);
}
