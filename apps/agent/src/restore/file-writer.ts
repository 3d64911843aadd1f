// Restores one file: first whether it needs writing at all (already in place, or to be skipped), then
// its chunks go to a temporary file beside the target, the whole file is checked against its SHA-256,
// permissions and times are set, and only then is it moved into place.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { agentApi, CollisionHandling, EndpointResponse } from '@warden/domain';
import type { CheckedFolders } from './checked-folders.ts';
import { exists, findIdentical, placeFile } from './collision.ts';
import { throwIfStopped } from './retry.ts';

export type Manifest = EndpointResponse<typeof agentApi.restoreManifest>;
export type ManifestFile = Manifest['files'][number];

export interface FileContext {
  /** The file's chunks in order, each read once. */
  chunks: { next(file: ManifestFile): Promise<Buffer> };
  signal: AbortSignal;
  handling: CollisionHandling;
  restorePermissions: boolean;
  /** The destination's folders: nothing is created above its root, nor through a link below it. */
  folders: CheckedFolders;
  /** Bytes of the current file written so far. */
  onBytes: (n: number) => void;
}

type FileOutcome = 'written' | 'unchanged' | 'skipped';
type Plan = 'write' | Exclude<FileOutcome, 'written'>;

/** What metadata is set through: an open file, or a path (a file found already in place). */
type MetadataTarget = Pick<fs.FileHandle, 'chown' | 'chmod' | 'utimes'>;

const atPath = (p: string): MetadataTarget => ({
  chown: (uid, gid) => fs.chown(p, uid, gid),
  chmod: (mode) => fs.chmod(p, mode),
  utimes: (atime, mtime) => fs.utimes(p, atime, mtime),
});

/**
 * Mode and owner (owner only as root; neither on Windows, whose NTFS ACLs are not backed up) and mtime.
 * Setuid and setgid never come back: a restore must not hand out another user's or group's rights.
 * Owner before mode, since chown clears those bits anyway and the sticky bit is to stay. createdWith:
 * for a file this restore created, its mode after the umask (a new file without a mode to restore
 * gets the usual mode of a new file), so a mode it already has is not set again.
 */
async function applyMetadata(
  target: MetadataTarget,
  file: ManifestFile,
  restorePermissions: boolean,
  createdWith: number | null,
): Promise<void> {
  let mode = createdWith;
  if (restorePermissions && process.platform !== 'win32') {
    if (process.getuid?.() === 0 && file.uid !== null && file.gid !== null) {
      await target.chown(file.uid, file.gid);
      mode = null;
    }
    if (file.mode !== null && (file.mode & 0o1777) !== mode) await target.chmod(file.mode & 0o1777);
  }
  const keepsOwnMode = restorePermissions && file.mode !== null;
  if (createdWith !== null && !keepsOwnMode && mode !== defaultFileMode()) {
    await target.chmod(defaultFileMode());
  }
  if (file.mtime) await target.utimes(new Date(), new Date(file.mtime));
}

/**
 * The mode to create the temporary file with: the mode it will have where that is known and nothing
 * changes hands (so most files need no chmod), private while it fills when it is to be given to
 * another owner.
 */
function creationMode(file: ManifestFile, restorePermissions: boolean): number {
  // Windows keeps only a read-only flag, which the mode is not restored to there.
  if (!restorePermissions || file.mode === null || process.platform === 'win32') return 0o666;
  if (process.getuid?.() === 0 && file.uid !== null && file.gid !== null) return 0o600;
  return file.mode & 0o777;
}

async function writeVerified(ctx: FileContext, file: ManifestFile, temp: string): Promise<void> {
  const digest = createHash('sha256');
  let size = 0;
  const mode = creationMode(file, ctx.restorePermissions);
  const handle = await fs.open(temp, 'wx', mode);
  try {
    // Checked once, as the file is opened: a folder replaced by a link since its check gets no data.
    await ctx.folders.confirm(path.dirname(temp));
    for (const [id, length] of file.chunks) {
      throwIfStopped(ctx.signal);
      const plain = await ctx.chunks.next(file);
      if (plain.length !== length) throw new Error(`chunk ${id} holds ${plain.length} bytes, not ${length}`);
      await handle.write(plain);
      digest.update(plain);
      size += plain.length;
      ctx.onBytes(plain.length);
    }
    if (size !== file.size) throw new Error(`the restored file has ${size} bytes, not ${file.size}`);
    if (file.hash && digest.digest('hex') !== file.hash) {
      throw new Error('the restored file does not match its SHA-256');
    }
    await handle.sync();
    await applyMetadata(handle, file, ctx.restorePermissions, mode & ~process.umask());
  } finally {
    await handle.close();
  }
}

/** The mode a new file gets from this process: 0o666 less the umask, as any program's new file. */
function defaultFileMode(): number {
  return 0o666 & ~process.umask();
}

/** Whether the file is to be written: its folder is made first, and what is already there looked at. */
export async function planFile(
  ctx: Omit<FileContext, 'chunks' | 'onBytes'>,
  file: ManifestFile,
  target: string,
): Promise<Plan> {
  const folder = path.dirname(target);
  await ctx.folders.ensure(folder);
  // A folder this job made held nothing; a resumed job finds its folders made by the run before.
  if (ctx.folders.madeByThisJob(folder)) return 'write';
  // Content already in place (a resumed job, or a restore run twice) is not written again.
  if (file.hash) {
    const identical = await findIdentical(target, file.size, file.hash, ctx.handling);
    if (identical) {
      if (ctx.handling === 'OVERWRITE')
        await applyMetadata(atPath(identical), file, ctx.restorePermissions, null);
      return 'unchanged';
    }
  }
  if (ctx.handling === 'SKIP' && (await exists(target))) return 'skipped';
  return 'write';
}

/** Writes the file planned to be written; answers 'skipped' when Skip meets a file placed meanwhile. */
export async function writeFile(
  ctx: FileContext,
  file: ManifestFile,
  target: string,
): Promise<Exclude<FileOutcome, 'unchanged'>> {
  const folder = path.dirname(target);
  const temp = path.join(folder, `.warden-restore-${randomBytes(8).toString('hex')}.tmp`);
  let placed = false;
  try {
    await writeVerified(ctx, file, temp);
    throwIfStopped(ctx.signal);
    placed = (await placeFile(temp, target, ctx.handling)) !== null;
    return placed ? 'written' : 'skipped';
  } finally {
    // A placed file's temporary name is gone already (renamed, or linked and removed): one file
    // system call less per file, and those calls queue behind the syncs.
    if (!placed) await fs.rm(temp, { force: true });
  }
}

export async function restoreFile(
  ctx: FileContext,
  file: ManifestFile,
  target: string,
): Promise<FileOutcome> {
  const plan = await planFile(ctx, file, target);
  return plan === 'write' ? writeFile(ctx, file, target) : plan;
}
