// Path rules of a restore: checking a destination folder for the destination's OS, and mapping each
// backed-up path to its place under that folder with path.posix or path.win32 semantics, never outside.
import path from 'node:path';
import { type NodeClass, type OsFamily, osFamily, validateFolderName } from '@warden/domain';

export type FolderCheck = { path: string } | { error: 'Required' | 'Invalid' };

/** The OS family whose path rules apply on a device: its agent's platform, else its class. */
export function pathFamilyOf(platform: string, nodeClass: string): OsFamily {
  if (platform === 'win32') return 'windows';
  if (platform === 'darwin') return 'mac';
  if (platform === 'linux') return 'linux';
  return osFamily(nodeClass as NodeClass);
}

const isFileSystemRoot = (p: string) => p === '/' || /^[A-Za-z]:\/?$/.test(p);

/**
 * An absolute folder on a device of this family, in the portable form backups use (forward slashes,
 * "C:/…" on Windows, no trailing slash): relative paths, "." and ".." segments and NUL are Invalid.
 */
export function checkDeviceFolder(input: string, family: OsFamily): FolderCheck {
  if (input.trim().length === 0) return { error: 'Required' };
  if (input.includes('\u0000')) return { error: 'Invalid' };
  if (family === 'windows') {
    const match = /^([A-Za-z]):(\/.*)?$/.exec(input.replace(/\\/g, '/'));
    if (!match) return { error: 'Invalid' };
    const segments = (match[2] ?? '/').split('/').filter(Boolean);
    if (segments.some((s) => validateFolderName(s, 'windows') !== null)) return { error: 'Invalid' };
    return { path: `${match[1]!.toUpperCase()}:/${segments.join('/')}` };
  }
  if (!input.startsWith('/')) return { error: 'Invalid' };
  const segments = input.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return { error: 'Invalid' };
  return { path: `/${segments.join('/')}` };
}

/** Whether a backed-up path is absolute and free of "." / ".." segments and NUL. */
export function isCleanSourcePath(p: string): boolean {
  if (p.includes('\u0000') || !(p.startsWith('/') || /^[A-Za-z]:\//.test(p))) return false;
  return !p.split('/').some((s) => s === '.' || s === '..');
}

/** Where a restore's relative paths start: the source's parent folder (the source itself for "/" or "C:/"). */
export function restoreBase(sourcePath: string): string {
  if (isFileSystemRoot(sourcePath)) return sourcePath.length === 2 ? `${sourcePath}/` : sourcePath;
  const parent = path.posix.dirname(sourcePath);
  return /^[A-Za-z]:$/.test(parent) ? `${parent}/` : parent;
}

/** The segments of entryPath below base; null when it is not below base or has unsafe segments. */
export function relativeSegments(base: string, entryPath: string): string[] | null {
  if (entryPath === base) return [];
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!entryPath.startsWith(prefix)) return null;
  const segments = entryPath.slice(prefix.length).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\u0000'))) return null;
  return segments;
}

// A name legal on Linux may hold characters Windows reads as separators or refuses; they become "_".
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what Windows refuses
const WINDOWS_UNSAFE = /[<>:"/\\|?*\u0000-\u001f]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

function segmentFor(segment: string, family: OsFamily): string {
  if (family !== 'windows') return segment;
  const cleaned = segment.replace(WINDOWS_UNSAFE, '_');
  return WINDOWS_DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
}

/** root joined with the segments for the destination's OS; null if the result would leave root. */
export function destinationFor(root: string, segments: string[], family: OsFamily): string | null {
  const lib = family === 'windows' ? path.win32 : path.posix;
  const joined = lib.join(root, ...segments.map((s) => segmentFor(s, family)));
  const rel = lib.relative(root, joined);
  if (rel === '..' || rel.startsWith(`..${lib.sep}`) || lib.isAbsolute(rel)) return null;
  return family === 'windows' ? joined.replace(/\\/g, '/') : joined;
}
