// Path safety on the agent, whatever the manifest says: the destination folder must be absolute,
// and every target must lie inside it, with no "." or ".." segments and no symbolic link leading out.
import fs from 'node:fs/promises';
import path from 'node:path';
import { type DeviceRoot, isInside } from '../paths/device-root.ts';

const SEPARATORS = process.platform === 'win32' ? /[\\/]/ : /\//;

function assertClean(p: string, what: string): void {
  if (p.includes('\u0000')) throw new Error(`${what} contains a NUL character`);
  if (!path.isAbsolute(p)) throw new Error(`${what} is not an absolute path: ${p}`);
  if (p.split(SEPARATORS).some((s) => s === '.' || s === '..'))
    throw new Error(`${what} contains "." or "..": ${p}`);
}

/** The destination folder (a device path) as a local absolute path. */
export function resolveRoot(device: DeviceRoot, root: string): string {
  assertClean(root, 'The destination folder');
  return device.toLocal(root);
}

/**
 * The local path of a manifest target (a device path); throws unless it lies inside root (the local
 * destination folder), or is root, for a folder.
 */
export function resolveTarget(
  device: DeviceRoot,
  root: string,
  destinationPath: string,
  type: 'FILE' | 'FOLDER',
): string {
  assertClean(destinationPath, 'The destination path');
  const target = device.toLocal(destinationPath);
  if (!isInside(root, target) || (target === root && type === 'FILE')) {
    throw new Error(`${destinationPath} is outside the destination folder`);
  }
  return target;
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

/**
 * Makes folder and the missing folders above it, down from base (an existing folder trusted as it is),
 * one level at a time and without following links: each level is checked to be a real folder (not a
 * symbolic link, not a file) before the next is created, so a link in the way creates nothing. Answers
 * the folders this call created.
 */
export async function makeFolders(base: string, folder: string): Promise<string[]> {
  if (!isInside(base, folder)) throw new Error(`${folder} is outside ${base}`);
  const made: string[] = [];
  let current = base;
  for (const name of path.relative(base, folder).split(path.sep).filter(Boolean)) {
    current = path.join(current, name);
    let stat = await fs.lstat(current).catch((err) => {
      if (code(err) === 'ENOENT') return null;
      throw err;
    });
    if (!stat) {
      const at = current;
      await fs.mkdir(current).then(
        () => made.push(at),
        (err) => {
          if (code(err) !== 'EEXIST') throw err;
        },
      );
      // Made here, or by a file restored alongside at the same moment: either way, look again.
      stat = await fs.lstat(current);
    }
    if (stat.isSymbolicLink())
      throw new Error(`${current} is a symbolic link, which a restore does not follow`);
    if (!stat.isDirectory()) throw new Error(`${current} is in the way: it is not a folder`);
  }
  return made;
}
