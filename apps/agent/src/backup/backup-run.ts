// One run of a backup plan: scan, send only new or changed data, stage the entries, commit. A run
// that dies midway leaves its job uncommitted, which the server closes when the next run starts.
import fs from 'node:fs';
import { agentApi, type FileEntry, type PlanDefinition } from '@warden/domain/agent';
import { WorkerPool } from '@warden/threads';
import pLimit from 'p-limit';
import type { ServerApi } from '../api/server-api.ts';
import type { DeviceRoot } from '../paths/device-root.ts';
import { formatBytes } from '../progress/render.ts';
import { ProgressReporter } from '../progress/reporter.ts';
import { ProgressWriter } from '../progress/writer.ts';
import { BothSink, type ChunkSink, CloudSink, LocalSink } from './chunk-sink.ts';
import { type Encoders, type WrittenStream, writeInParts, writeStream, writeWhole } from './chunk-writer.ts';
import { Exclusions } from './exclusions.ts';
import { FileIndex } from './file-index.ts';
import { planRoots } from './plan-roots.ts';
import { scanTree } from './scan.ts';
import { UploadQueue } from './upload-queue.ts';
import { volumeArchive } from './volume-archive.ts';
import { WholeFiles } from './whole-files.ts';

export interface BackupContext {
  api: ServerApi;
  stateDir: string;
  /** Maps between device paths (what the server sees) and local ones (what is read). */
  device: DeviceRoot;
  organizationId: number;
  dataKey: Buffer;
}

export interface BackupResult {
  jobId: number;
  filesScanned: number;
  filesSent: number;
  bytesScanned: number;
  revisions: number;
}

const STAGE_BATCH = 1000;
/** Files up to this size are read in one call rather than in parts. */
const READ_WHOLE_MAX = 1024 * 1024;
/**
 * Files read and encoded at once: enough to overlap reads, compression and uploads and to give each
 * encoder thread a message of several small files with the next one waiting (see WholeFiles), few
 * enough to keep memory small (at most this many files of up to READ_WHOLE_MAX).
 */
const FILES_AT_ONCE = 16;
/**
 * Worker threads reading and encoding files, the main thread uploading. Two, measured on two cores; each
 * costs about 15 MiB, which the memory target for large trees leaves room for twice.
 */
const ENCODER_THREADS = 2;
const ENCODE_WORKER = new URL('./encode-worker.ts', import.meta.url);

async function openSink(ctx: BackupContext, plan: PlanDefinition): Promise<ChunkSink> {
  const sinks: ChunkSink[] = [];
  if (plan.destination !== 'LOCAL') sinks.push(new CloudSink(ctx.api));
  if (plan.destination !== 'CLOUD' && plan.localPath) {
    sinks.push(await LocalSink.open(plan.localPath, ctx.organizationId, ctx.dataKey));
  }
  return sinks.length === 1 ? sinks[0]! : new BothSink(sinks);
}

export async function runBackup(ctx: BackupContext, plan: PlanDefinition): Promise<BackupResult> {
  const progress = new ProgressWriter(`Backing up ${plan.name}`);
  const { device } = ctx;
  const uploads = new UploadQueue<FileEntry>(await openSink(ctx, plan));
  const limit = pLimit(FILES_AT_ONCE);
  // Its threads start with the first small file to encode, and end with the backup.
  const encoders: Encoders = new WorkerPool(ENCODE_WORKER, ENCODER_THREADS);
  // Its own 32 bytes, so that each request copies only those.
  const key = new Uint8Array(ctx.dataKey);
  const fileReading: FileReading = {
    uploads,
    progress,
    encoders,
    wholeFiles: new WholeFiles(encoders, { capacity: READ_WHOLE_MAX, key }),
    key,
  };
  /** Files being read, so that the scan waits instead of queueing the whole tree behind them. */
  const reading = new Set<Promise<void>>();
  let readFailure: { error: unknown } | null = null;
  const throwIfReadFailed = () => {
    if (readFailure) throw readFailure.error;
  };
  const index = await FileIndex.load(ctx.stateDir, plan.uid);
  const exclusions = new Exclusions(plan.exclusions, (p) => device.toDevice(p));
  const roots = planRoots(plan, ctx.stateDir, device);
  const { jobId } = await ctx.api.call(agentApi.startBackupJob, { body: { planId: plan.id, roots } });
  // The console shows the same figures as the progress line, about once a second.
  const reporter = new ProgressReporter(
    () => progress.figures(),
    (f) =>
      ctx.api.call(agentApi.backupProgress, {
        params: { jobId },
        body: {
          filesDone: f.files,
          filesTotal: f.totalFiles ?? null,
          bytesDone: f.bytes,
          bytesTotal: f.totalBytes ?? null,
        },
      }),
  );
  const next = index.startNext();
  let staged: FileEntry[] = [];
  const stats = { filesScanned: 0, bytesScanned: 0, filesSent: 0 };
  const errors: string[] = [];
  const onError = (p: string, e: Error) => errors.push(device.hide(`${p}: ${e.message}`));

  const stage = async (entry: FileEntry) => {
    staged.push(entry);
    if (staged.length >= STAGE_BATCH) await flush();
  };
  // The server writes each batch as it arrives, so batches go in the background, in order: the scan
  // waits only while one is on its way and another is waiting behind it.
  let sending: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    if (staged.length === 0) return;
    const entries = staged;
    staged = [];
    const before = sending;
    sending = before.then(() => ctx.api.call(agentApi.addEntries, { params: { jobId }, body: { entries } }));
    // A failure is thrown where the batches are awaited, not as an unhandled rejection meanwhile.
    sending.catch(() => {});
    await before;
  };
  // A file's entry is staged once its chunks are stored, when the stored bytes it added are known.
  const stageUploaded = async () => {
    for (const { value, storedBytes } of uploads.takeFinished()) await stage({ ...value, storedBytes });
  };

  try {
    for (const root of roots) {
      const local = device.toLocal(root.path);
      if (!fs.existsSync(local)) {
        onError(root.path, new Error('does not exist'));
        continue;
      }
      try {
        await device.assertReallyInside(local);
      } catch (err) {
        onError(root.path, err as Error);
        continue;
      }
      const rootStat = fs.statSync(local);
      index.take(root.path);
      next.add(root.path, {
        type: root.rootType === 'VOLUME' ? 'VOLUME' : 'FOLDER',
        size: 0,
        mtimeMs: rootStat.mtimeMs,
        ino: String(rootStat.ino),
        hash: null,
      });
      if (root.rootType === 'VOLUME') {
        const written = await writeStream(
          volumeArchive(local, exclusions, onError) as unknown as AsyncIterable<Buffer>,
          uploads,
          ctx.dataKey,
          (n) => progress.addBytes(n),
        );
        stats.bytesScanned += written.size;
        stats.filesSent++;
        uploads.fileDone(entryFor(root.path, 'VOLUME', rootStat, written), chunkIds(written));
        continue;
      }
      for await (const item of scanTree(local, exclusions, onError)) {
        // Entries, the index and deletions are keyed by device path; only reads use the local one.
        const devicePath = device.toDevice(item.path);
        const ino = String(item.stat.ino);
        const mtimeMs = item.stat.mtimeMs;
        const known = index.take(devicePath);
        await next.ready();
        if (item.type === 'FOLDER') {
          if (known?.type !== 'FOLDER') await stage(entryFor(devicePath, 'FOLDER', item.stat, null));
          next.add(devicePath, { type: 'FOLDER', size: 0, mtimeMs, ino, hash: null });
          continue;
        }
        stats.filesScanned++;
        stats.bytesScanned += item.stat.size;
        progress.addFiles();
        if (known && index.unchanged(devicePath, 'FILE', item.stat.size, mtimeMs, ino)) {
          next.add(devicePath, known);
          continue;
        }
        const task: Promise<void> = limit(async () => {
          let written: WrittenStream;
          try {
            written = await readFile(item.path, item.stat.size, fileReading);
          } catch (err) {
            onError(devicePath, err as Error);
            return;
          }
          stats.filesSent++;
          // Unchanged content under a new mtime still gets a revision, so the history shows the touch.
          uploads.fileDone(entryFor(devicePath, 'FILE', item.stat, written), chunkIds(written));
          next.add(devicePath, { type: 'FILE', size: written.size, mtimeMs, ino, hash: written.hash });
        })
          .catch((error: unknown) => {
            readFailure ??= { error };
          })
          .finally(() => reading.delete(task));
        reading.add(task);
        if (limit.pendingCount > 0) await Promise.race(reading);
        throwIfReadFailed();
        await stageUploaded();
      }
    }
    await Promise.all(reading);
    throwIfReadFailed();
    await uploads.drain();
    await stageUploaded();
    await flush();
    await sending;
    const deletedPaths = index.unseen();
    const { revisions } = await ctx.api.call(agentApi.commitBackupJob, {
      params: { jobId },
      body: {
        roots,
        deletedPaths,
        stats: { filesScanned: stats.filesScanned, bytesScanned: stats.bytesScanned },
        onLocal: plan.destination !== 'CLOUD',
        onCloud: plan.destination !== 'LOCAL',
      },
    });
    await next.commit();
    progress.done(
      `${stats.filesScanned} files (${formatBytes(stats.bytesScanned)}) scanned, ${stats.filesSent} sent, ${revisions} revisions` +
        (errors.length ? `, ${errors.length} skipped: ${errors.slice(0, 3).join('; ')}` : ''),
    );
    return { jobId, ...stats, revisions };
  } catch (err) {
    await next.abort();
    await ctx.api
      .call(agentApi.failBackupJob, {
        params: { jobId },
        body: { error: device.hide(String((err as Error).message)).slice(0, 2000) },
      })
      .catch(() => {});
    progress.done(`failed: ${(err as Error).message}`);
    throw err;
  } finally {
    reporter.stop();
    await encoders.close();
  }
}

interface FileReading {
  uploads: UploadQueue<FileEntry>;
  /** The data key in memory of its own (see runBackup). */
  key: Uint8Array;
  progress: ProgressWriter;
  encoders: Encoders;
  wholeFiles: WholeFiles;
}

/** Reads a file (whole when small, in parts otherwise) into chunks queued for upload. */
async function readFile(file: string, size: number, reading: FileReading): Promise<WrittenStream> {
  const { uploads, progress, encoders, wholeFiles, key } = reading;
  const onBytes = (n: number) => progress.addBytes(n);
  if (size <= READ_WHOLE_MAX) {
    const written = await writeWhole(wholeFiles, { path: file, size }, uploads, onBytes);
    if (written !== null) return written;
  }
  return writeInParts(encoders, { file, key }, uploads, onBytes);
}

const chunkIds = (written: WrittenStream) => written.chunks.map(([id]) => id);

/** The staged form of a file or folder; storedBytes is filled in once the file's chunks are stored. */
function entryFor(
  p: string,
  type: FileEntry['type'],
  stat: fs.Stats,
  written: WrittenStream | null,
): FileEntry {
  const posix = process.platform !== 'win32';
  return {
    path: p,
    type,
    size: written?.size ?? 0,
    mtime: stat.mtime.toISOString(),
    inode: String(stat.ino),
    mode: posix ? stat.mode & 0o177777 : null,
    uid: posix ? stat.uid : null,
    gid: posix ? stat.gid : null,
    hash: written?.hash ?? null,
    chunks: written?.chunks ?? [],
    storedBytes: 0,
  };
}
