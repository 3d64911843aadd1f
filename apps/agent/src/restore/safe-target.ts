// Path safety on the agent, whatever the manifest says: the destination folder must be absolute,
// and every target must lie inside it, with no "." or ".." segments and no symbolic link leading out.
import fs from 'node:fs/promises';
import path from 'node:path';

const SEPARATORS = process.platform === 'win32' ? /[\\/]/ : /\//;

function assertClean(p: string, what: string): void {
  if (p.includes('\u0000')) throw new Error(`${what} contains a NUL character`);
  if (!path.isAbsolute(p)) throw new Error(`${what} is not an absolute path: ${p}`);
  if (p.split(SEPARATORS).some((s) => s === '.' || s === '..'))
    throw new Error(`${what} contains "." or "..": ${p}`);
}

/** The destination folder as a local absolute path. */
export function resolveRoot(root: string): string {
  assertClean(root, 'The destination folder');
  return path.resolve(root);
}

/** The local path of a manifest target; throws unless it lies inside root (or is root, for a folder). */
export function resolveTarget(root: string, destinationPath: string, type: 'FILE' | 'FOLDER'): string {
  assertClean(destinationPath, 'The destination path');
  const target = path.resolve(destinationPath);
  const rel = path.relative(root, target);
  const outside = rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  if (outside || (rel === '' && type === 'FILE')) {
    throw new Error(`${destinationPath} is outside the destination folder ${root}`);
  }
  return target;
}

/** Throws when folder (an existing folder) really is somewhere outside realRoot, through a link. */
export async function assertReallyInside(realRoot: string, folder: string): Promise<void> {
  const real = await fs.realpath(folder);
  const rel = path.relative(realRoot, real);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
    throw new Error(`${folder} leads outside the destination folder through a link`);
  }
}
