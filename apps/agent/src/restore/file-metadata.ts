// What a restored file's owner, mode and modification time are set to, decided once, and applied
// through a path, an open file (fs/promises) or, in a worker thread, a file descriptor.
import type fs from 'node:fs/promises';
import type { ManifestFile } from './file-writer.ts';

export interface MetadataSteps {
  owner?: { uid: number; gid: number };
  mode?: number;
  /** ISO time; the access time becomes now. */
  mtime?: string;
}

let umask: number | undefined;

/**
 * This process's umask, read once: there is no call that only reads it (reading sets it twice), and
 * the agent never changes it, so reading it for each restored file was two system calls wasted.
 */
export function processUmask(): number {
  umask ??= process.umask();
  return umask;
}

/** The mode a new file gets from this process: 0o666 less the umask, as any program's new file. */
function defaultFileMode(): number {
  return 0o666 & ~processUmask();
}

/**
 * Mode and owner (owner only as root; neither on Windows, whose NTFS ACLs are not backed up) and mtime.
 * Setuid and setgid never come back: a restore must not hand out another user's or group's rights.
 * Owner before mode, since chown clears those bits anyway and the sticky bit is to stay. createdWith:
 * for a file this restore created, its mode after the umask (a new file without a mode to restore
 * gets the usual mode of a new file), so a mode it already has is not set again.
 */
export function metadataSteps(
  file: ManifestFile,
  restorePermissions: boolean,
  createdWith: number | null,
): MetadataSteps {
  const steps: MetadataSteps = {};
  let mode = createdWith;
  if (restorePermissions && process.platform !== 'win32') {
    if (process.getuid?.() === 0 && file.uid !== null && file.gid !== null) {
      steps.owner = { uid: file.uid, gid: file.gid };
      mode = null;
    }
    if (file.mode !== null && (file.mode & 0o1777) !== mode) steps.mode = file.mode & 0o1777;
  }
  const keepsOwnMode = restorePermissions && file.mode !== null;
  if (createdWith !== null && !keepsOwnMode && mode !== defaultFileMode()) steps.mode = defaultFileMode();
  if (file.mtime) steps.mtime = file.mtime;
  return steps;
}

/** What metadata is set through: an open file, or a path (a file found already in place). */
export type MetadataTarget = Pick<fs.FileHandle, 'chown' | 'chmod' | 'utimes'>;

export async function applyMetadata(target: MetadataTarget, steps: MetadataSteps): Promise<void> {
  if (steps.owner) await target.chown(steps.owner.uid, steps.owner.gid);
  if (steps.mode !== undefined) await target.chmod(steps.mode);
  if (steps.mtime) await target.utimes(new Date(), new Date(steps.mtime));
}
