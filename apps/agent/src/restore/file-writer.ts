// Restores one file: first whether it needs writing at all (already in place, or to be skipped), then
// its chunks go to a temporary file beside the target, the whole file is checked against its SHA-256,
// permissions and times are set, and only then is it moved into place. A worker thread
// (file-write-worker.ts) decodes and writes it: a file that fits in one chunk's size gathered whole,
// its chunks as fetched; a larger one a few MiB at a time, all of it by one thread.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { agentApi, CollisionHandling, EndpointResponse } from '@warden/domain/agent';
import { MAX_CHUNK_SIZE } from '@warden/store';
import { ownMemory, type WorkerPool } from '@warden/threads';
import { type CheckedFolders, linkedFolderError } from './checked-folders.ts';
import { ChunkLeases } from './chunk-leases.ts';
import type { ChunkSource, FetchedChunk } from './chunk-source.ts';
import { exists, findIdentical, placeFile } from './collision.ts';
import { HASH_MISMATCH } from './content-errors.ts';
import { applyMetadata, type MetadataTarget, metadataSteps, processUmask } from './file-metadata.ts';
import type { FileToOpen, WriteAnswer, WritePart, WriteRequest, WriterAnswer } from './file-write-worker.ts';
import { throwIfStopped } from './retry.ts';
import type { WholeWrites } from './whole-writes.ts';

export type Manifest = EndpointResponse<typeof agentApi.restoreManifest>;
export type ManifestFile = Manifest['files'][number];

export type FileWriters = WorkerPool<WriteRequest, WriterAnswer>;

export interface FileContext {
  /** The file's chunks in order, each read once, as fetched. */
  chunks: { next(file: ManifestFile): Promise<FetchedChunk> };
  /** Gives the writer thread the key to the chunks that came as stored. */
  source: Pick<ChunkSource, 'dataKey'>;
  signal: AbortSignal;
  handling: CollisionHandling;
  restorePermissions: boolean;
  /** The destination's folders: nothing is created above its root, nor through a link below it. */
  folders: CheckedFolders;
  /** Bytes of the current file written so far. */
  onBytes: (n: number) => void;
  /** The threads that write the files: larger ones through a lane, those held whole gathered. */
  writers: FileWriters;
  wholeWrites: WholeWrites;
}

type FileOutcome = 'written' | 'unchanged' | 'skipped';
type Plan = 'write' | Exclude<FileOutcome, 'written'>;

/** The largest file gathered whole and handed to a worker: what one chunk may hold. */
const WHOLE_FILE_LIMIT = MAX_CHUNK_SIZE;
/** A larger file goes to its thread in parts of at least this many bytes (whole chunks). */
const PART_BYTES = 4 * 1024 * 1024;

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

const hashError = () => new Error(HASH_MISMATCH);
const sizeError = (size: number, file: ManifestFile) =>
  new Error(`the restored file has ${size} bytes, not ${file.size}`);

/** The chunks' lengths add up to the file's size, or nothing is written. */
function checkSize(file: ManifestFile): void {
  const size = file.chunks.reduce((sum, [, length]) => sum + length, 0);
  if (size !== file.size) throw sizeError(size, file);
}

/** The error a writer thread's refusal of the file stands for. */
function refusal(answer: WriteAnswer, temp: string): Error {
  if (answer === 'linked') return linkedFolderError(path.dirname(temp));
  if (answer === 'hash') return hashError();
  if (typeof answer === 'object') return new Error(answer.failed);
  return new Error(`a writer thread answered "${answer}" out of turn`);
}

/**
 * A chunk as fetched, as the thread will read it: a batch answer's chunks are views of its shared
 * memory, which the thread reads where they are; other bytes (a local repository's plaintext, a chunk
 * asked for alone) are posted as a copy of their own.
 */
async function nextPart(
  ctx: FileContext,
  file: ManifestFile,
  [id, size]: readonly [string, number],
  leases: ChunkLeases,
) {
  throwIfStopped(ctx.signal);
  const chunk = await ctx.chunks.next(file);
  leases.hold(chunk);
  const bytes = 'plain' in chunk ? chunk.plain : chunk.stored;
  const stored = !('plain' in chunk);
  const part: WritePart = {
    id,
    bytes: bytes.buffer instanceof SharedArrayBuffer ? bytes : ownMemory(bytes),
    size,
    stored,
    checkId: stored && chunk.checkId,
  };
  return part;
}

const keyFor = (ctx: FileContext, parts: WritePart[]) =>
  parts.some((part) => part.stored) ? ctx.source.dataKey : null;

async function toOpen(ctx: FileContext, file: ManifestFile, temp: string): Promise<FileToOpen> {
  const mode = creationMode(file, ctx.restorePermissions);
  return { temp, realFolder: await ctx.folders.realPathOf(path.dirname(temp)), mode };
}

const endOf = (ctx: FileContext, file: ManifestFile, open: FileToOpen) => ({
  hash: file.hash,
  steps: metadataSteps(file, ctx.restorePermissions, open.mode & ~processUmask()),
});

/** The whole file handed to a worker that decodes, checks and writes it (and removes it on failure). */
async function writeWhole(ctx: FileContext, file: ManifestFile, temp: string) {
  const parts: WritePart[] = [];
  const leases = new ChunkLeases();
  let answer: WriteAnswer;
  try {
    for (const chunk of file.chunks) parts.push(await nextPart(ctx, file, chunk, leases));
    const open = await toOpen(ctx, file, temp);
    const request = { ...open, ...endOf(ctx, file, open), parts, key: keyFor(ctx, parts) };
    throwIfStopped(ctx.signal);
    const written = ctx.wholeWrites.write(request);
    leases.sent(written);
    answer = await written;
  } finally {
    leases.unsent();
  }
  if (answer !== 'written') throw refusal(answer, temp);
  ctx.onBytes(file.size);
}

let streams = 0;

/** A part's or an end's answer: only a message of whole files answers several. */
function oneFile(answer: WriterAnswer): WriteAnswer {
  if (typeof answer === 'object' && 'files' in answer) throw new Error('a writer answered a part with files');
  return answer;
}

/**
 * Temporary names: random to this process, then counted. Eight random bytes per file cost a call into
 * the random generator each, dearer than the file's other calls on the main thread.
 */
const TEMP_PREFIX = `.warden-restore-${randomBytes(8).toString('hex')}-`;
let temps = 0;
const tempName = () => `${TEMP_PREFIX}${(temps++).toString(36)}.tmp`;

/**
 * A larger file sent to one worker a part at a time (a pool lane), the next part gathered while the
 * thread writes the last; the thread keeps the file open between them, and removes it if it ends
 * without being finished.
 */
async function writeInParts(ctx: FileContext, file: ManifestFile, temp: string) {
  const lane = ctx.writers.lane();
  const send = (request: WriteRequest) => lane(request).then(oneFile);
  const stream = ++streams;
  const open = await toOpen(ctx, file, temp);
  let first = true;
  let writing: { answer: Promise<WriteAnswer>; bytes: number } | null = null;
  let ended = false;
  const leases = new ChunkLeases();
  const settle = async () => {
    if (!writing) return;
    const { answer, bytes } = writing;
    writing = null;
    const taken = await answer;
    if (taken !== 'taken') throw refusal(taken, temp);
    ctx.onBytes(bytes);
  };
  try {
    let parts: WritePart[] = [];
    let bytes = 0;
    for (const [i, chunk] of file.chunks.entries()) {
      parts.push(await nextPart(ctx, file, chunk, leases));
      bytes += chunk[1];
      if (bytes < PART_BYTES && i < file.chunks.length - 1) continue;
      await settle();
      throwIfStopped(ctx.signal);
      const request: WriteRequest = {
        kind: 'part',
        stream,
        open: first ? { ...open, hashed: Boolean(file.hash) } : null,
        parts,
        key: keyFor(ctx, parts),
      };
      writing = { answer: send(request), bytes };
      leases.sent(writing.answer);
      // Awaited by the next settle(); until then a failure must not count as unhandled.
      writing.answer.catch(() => {});
      first = false;
      parts = [];
      bytes = 0;
    }
    await settle();
    const answer = await send({ kind: 'end', stream, finish: endOf(ctx, file, open) });
    ended = true;
    if (answer !== 'written') throw refusal(answer, temp);
  } finally {
    leases.unsent();
    // Queued behind any part still being written; the thread closes and removes the file.
    if (!ended && !first) await send({ kind: 'end', stream, finish: null }).catch(() => {});
  }
}

function writeVerified(ctx: FileContext, file: ManifestFile, temp: string): Promise<void> {
  checkSize(file);
  return file.size <= WHOLE_FILE_LIMIT ? writeWhole(ctx, file, temp) : writeInParts(ctx, file, temp);
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
  const identical = await findIdentical(target, file, ctx.handling);
  if (identical) {
    if (ctx.handling === 'OVERWRITE')
      await applyMetadata(atPath(identical), metadataSteps(file, ctx.restorePermissions, null));
    return 'unchanged';
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
  const temp = path.join(folder, tempName());
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
