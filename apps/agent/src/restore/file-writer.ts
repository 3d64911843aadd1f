// Restores one file: first whether it needs writing at all (already in place, or to be skipped), then
// its chunks go to a temporary file beside the target, the whole file is checked against its SHA-256,
// permissions and times are set, and only then is it moved into place. A file that fits in one chunk's
// size is gathered whole, its chunks as fetched, and decoded and written by a worker thread
// (file-write-worker.ts); a larger one streams, decoded here.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { agentApi, CollisionHandling, EndpointResponse } from '@warden/domain';
import { MAX_CHUNK_SIZE } from '@warden/store';
import { ownMemory, type WorkerPool } from '@warden/threads';
import { type CheckedFolders, linkedFolderError } from './checked-folders.ts';
import type { ChunkSource, FetchedChunk } from './chunk-source.ts';
import { exists, findIdentical, placeFile } from './collision.ts';
import { HASH_MISMATCH, wrongChunkLength } from './content-errors.ts';
import { applyMetadata, type MetadataTarget, metadataSteps } from './file-metadata.ts';
import type { WriteAnswer, WritePart, WriteRequest } from './file-write-worker.ts';
import { throwIfStopped } from './retry.ts';

export type Manifest = EndpointResponse<typeof agentApi.restoreManifest>;
export type ManifestFile = Manifest['files'][number];

export type FileWriters = WorkerPool<WriteRequest, WriteAnswer>;

export interface FileContext {
  /** The file's chunks in order, each read once, as fetched. */
  chunks: { next(file: ManifestFile): Promise<FetchedChunk> };
  /** Decodes them here (a streamed file), or gives the writer thread the key to (a small one). */
  source: Pick<ChunkSource, 'plainOf' | 'dataKey'>;
  signal: AbortSignal;
  handling: CollisionHandling;
  restorePermissions: boolean;
  /** The destination's folders: nothing is created above its root, nor through a link below it. */
  folders: CheckedFolders;
  /** Bytes of the current file written so far. */
  onBytes: (n: number) => void;
  /** Where files held whole in memory are written; without them every file streams. */
  writers?: FileWriters;
}

type FileOutcome = 'written' | 'unchanged' | 'skipped';
type Plan = 'write' | Exclude<FileOutcome, 'written'>;

/** The largest file gathered whole and handed to a worker: what one chunk may hold. */
const WHOLE_FILE_LIMIT = MAX_CHUNK_SIZE;

const atPath = (p: string): MetadataTarget => ({
  chown: (uid, gid) => fs.chown(p, uid, gid),
  chmod: (mode) => fs.chmod(p, mode),
  utimes: (atime, mtime) => fs.utimes(p, atime, mtime),
});

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

/** The file's chunks read in order and decoded, each checked against its length in the manifest. */
async function* chunksOf(ctx: FileContext, file: ManifestFile): AsyncGenerator<Buffer> {
  for (const [id, length] of file.chunks) {
    throwIfStopped(ctx.signal);
    const plain = await ctx.source.plainOf(await ctx.chunks.next(file));
    if (plain.length !== length) throw new Error(wrongChunkLength(id, plain.length, length));
    yield plain;
  }
}

const hashError = () => new Error(HASH_MISMATCH);
const sizeError = (size: number, file: ManifestFile) =>
  new Error(`the restored file has ${size} bytes, not ${file.size}`);

async function writeStreamed(ctx: FileContext, file: ManifestFile, temp: string): Promise<void> {
  const digest = createHash('sha256');
  let size = 0;
  const mode = creationMode(file, ctx.restorePermissions);
  const handle = await fs.open(temp, 'wx', mode);
  try {
    // Checked once, as the file is opened: a folder replaced by a link since its check gets no data.
    await ctx.folders.confirm(path.dirname(temp));
    for await (const plain of chunksOf(ctx, file)) {
      await handle.write(plain);
      digest.update(plain);
      size += plain.length;
      ctx.onBytes(plain.length);
    }
    if (size !== file.size) throw sizeError(size, file);
    if (file.hash && digest.digest('hex') !== file.hash) throw hashError();
    await handle.sync();
    await applyMetadata(handle, metadataSteps(file, ctx.restorePermissions, mode & ~process.umask()));
  } finally {
    await handle.close();
  }
}

/**
 * The file's chunks as fetched, each as the thread will read it: a batch answer's chunks are views of
 * its shared memory, which the thread reads where they are; other bytes (a local repository's
 * plaintext, a chunk asked for alone) are posted as a copy of their own.
 */
async function gathered(ctx: FileContext, file: ManifestFile) {
  const parts: WritePart[] = [];
  for (const [id, size] of file.chunks) {
    throwIfStopped(ctx.signal);
    const chunk = await ctx.chunks.next(file);
    const bytes = 'plain' in chunk ? chunk.plain : chunk.stored;
    const stored = !('plain' in chunk);
    parts.push({
      id,
      bytes: bytes.buffer instanceof SharedArrayBuffer ? bytes : ownMemory(bytes),
      size,
      stored,
      checkId: stored && chunk.checkId,
    });
  }
  return parts;
}

/** The whole file handed to a worker that decodes, checks and writes it (and removes it on failure). */
async function writeWhole(ctx: FileContext, writers: FileWriters, file: ManifestFile, temp: string) {
  const size = file.chunks.reduce((sum, [, length]) => sum + length, 0);
  if (size !== file.size) throw sizeError(size, file);
  const parts = await gathered(ctx, file);
  const mode = creationMode(file, ctx.restorePermissions);
  const request: WriteRequest = {
    temp,
    realFolder: await ctx.folders.realPathOf(path.dirname(temp)),
    mode,
    parts,
    key: parts.some((part) => part.stored) ? ctx.source.dataKey : null,
    hash: file.hash,
    steps: metadataSteps(file, ctx.restorePermissions, mode & ~process.umask()),
  };
  throwIfStopped(ctx.signal);
  const answer = await writers.run(request);
  if (answer === 'linked') throw linkedFolderError(path.dirname(temp));
  if (answer === 'hash') throw hashError();
  if (answer !== 'written') throw new Error(answer.failed);
  ctx.onBytes(size);
}

function writeVerified(ctx: FileContext, file: ManifestFile, temp: string): Promise<void> {
  if (ctx.writers && file.size <= WHOLE_FILE_LIMIT) return writeWhole(ctx, ctx.writers, file, temp);
  return writeStreamed(ctx, file, temp);
}

/** Whether the file is to be written: its folder is made first, and what is already there looked at. */
export async function planFile(
  ctx: Omit<FileContext, 'chunks' | 'source' | 'onBytes'>,
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
        await applyMetadata(atPath(identical), metadataSteps(file, ctx.restorePermissions, null));
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
