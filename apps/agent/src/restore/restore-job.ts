// One restore job on the destination device: fetch the manifest, report the totals, create the
// folders, restore each file (a failed file does not stop the others), and report how it ended.
// Whether each file needs writing is settled ahead of the writers, so that the chunks of the files
// to be written next are fetched in batches while earlier ones are written.
import fs from 'node:fs/promises';
import { agentApi } from '@warden/domain/agent';
import { WorkerPool } from '@warden/threads';
import pLimit from 'p-limit';
import { type ServerApi, ServerError } from '../api/server-api.ts';
import type { DeviceRoot } from '../paths/device-root.ts';
import { formatBytes } from '../progress/render.ts';
import { ProgressWriter } from '../progress/writer.ts';
import { CheckedFolders } from './checked-folders.ts';
import { ChunkPrefetcher, DEFAULT_PREFETCH } from './chunk-prefetch.ts';
import { ChunkSource } from './chunk-source.ts';
import { type FileWriters, type Manifest, type ManifestFile, planFile, writeFile } from './file-writer.ts';
import { ProgressReporter } from './progress-reporter.ts';
import { JobStopped, type StopReason, throwIfStopped, withRetry } from './retry.ts';
import { makeFolders, resolveRoot, resolveTarget } from './safe-target.ts';
import { WholeWrites } from './whole-writes.ts';

interface RestoreContext {
  api: ServerApi;
  /** The manifest names device paths; this says where they are here. */
  device: DeviceRoot;
  log: (message: string) => void;
  /** Ends the final report's retries when the agent shuts down. */
  stopSignal: AbortSignal;
  maxBytesPerSecond?: number;
  /** Why the device's policy refuses restores now: the job is then reported failed with it. */
  refusal?: () => string | undefined;
}

interface Tally {
  processed: number;
  failed: number;
  bytes: number;
  failures: { path: string; error: string }[];
}

/**
 * Files planned and written at once: two per writer thread, as many syncs overlapping as there are
 * threads; files held whole go two to a message (see WholeWrites). More at once made the prefetcher,
 * answering more waiting writers sooner, send smaller requests.
 */
const FILES_AT_ONCE = 8;
/** Worker threads writing small files: as many as libuv's pool has threads, so as many syncs overlap. */
const WRITER_THREADS = 4;
const WRITE_WORKER = new URL('./file-write-worker.ts', import.meta.url);

const ignore = () => {};

/**
 * Under a rate limit a batch holds about a quarter second's worth, so that the limit paces requests
 * evenly instead of letting one large batch through and then waiting.
 */
function prefetchOptions(maxBytesPerSecond: number | undefined) {
  if (!maxBytesPerSecond) return DEFAULT_PREFETCH;
  const batchBytes = Math.max(64 * 1024, Math.min(DEFAULT_PREFETCH.batchBytes, maxBytesPerSecond / 4));
  return { ...DEFAULT_PREFETCH, batchBytes, budget: Math.min(DEFAULT_PREFETCH.budget, batchBytes * 4) };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function fetchManifest(
  ctx: RestoreContext,
  jobUID: string,
  signal: AbortSignal,
): Promise<Manifest | null> {
  try {
    return await withRetry(signal, () => ctx.api.call(agentApi.restoreManifest, { params: { jobUID } }));
  } catch (err) {
    // Finished, failed by the server (e.g. LOCAL-only data elsewhere) or gone: nothing to do here.
    if (err instanceof ServerError && (err.status === 409 || err.status === 404)) {
      ctx.log(`restore ${jobUID} not started: ${err.message}`);
      return null;
    }
    throw err;
  }
}

async function restoreAll(
  ctx: RestoreContext,
  manifest: Manifest,
  tally: Tally,
  signal: AbortSignal,
  writers: FileWriters,
) {
  const config = await withRetry(signal, () => ctx.api.call(agentApi.config));
  const { device } = ctx;
  const root = resolveRoot(device, manifest.destinationRoot);
  // With --root the destination is made down from the device's "/" without following a link; an
  // agent that owns the machine takes the folder the technician chose as it is.
  const rootIsNew = device.folder
    ? (await makeFolders(device.folder, root)).includes(root)
    : (await fs.mkdir(root, { recursive: true })) !== undefined;
  const files = manifest.files.filter((f) => f.type === 'FILE');
  const chunks = await ChunkSource.open(
    ctx.api,
    config.organizationId,
    Buffer.from(config.dataKey, 'base64'),
    manifest.localRepository,
    ctx.maxBytesPerSecond,
    new Set(files.filter((f) => !f.hash).flatMap((f) => f.chunks.map(([id]) => id))),
  );
  const progress = new ProgressWriter(`Restoring to ${manifest.destinationRoot}`, {
    totalFiles: files.length,
    totalBytes: files.reduce((sum, f) => sum + f.size, 0),
  });
  // The tally also counts skipped and failed files, so the line ends at the totals as the job does.
  const shown = () =>
    progress.set({ files: tally.processed + tally.failed, bytes: Math.max(0, tally.bytes) });
  const fail = (file: ManifestFile, err: unknown) => {
    const error = device.hide(`${file.destinationPath}: ${message(err)}`);
    tally.failures.push({ path: file.sourcePath, error });
  };
  const folders = new CheckedFolders(root, rootIsNew);
  for (const folder of manifest.files.filter((f) => f.type === 'FOLDER')) {
    throwIfStopped(signal);
    await Promise.resolve()
      .then(() => folders.ensure(resolveTarget(device, root, folder.destinationPath, 'FOLDER')))
      .catch((err) => fail(folder, err));
  }
  const options = {
    signal,
    handling: manifest.collisionHandling,
    restorePermissions: manifest.restorePermissions,
    folders,
    writers,
    wholeWrites: new WholeWrites(writers),
  };
  const prefetch = new ChunkPrefetcher(chunks, signal, prefetchOptions(ctx.maxBytesPerSecond));
  // Each file's plan (write, unchanged, skip) is made ahead, several at a time, and the files to
  // write are handed to the prefetcher in order: chunks are fetched in the order they are written.
  const planLimit = pLimit(FILES_AT_ONCE);
  const planned = files.map((file) =>
    planLimit(async () => {
      throwIfStopped(signal);
      const target = resolveTarget(device, root, file.destinationPath, 'FILE');
      return { target, plan: await planFile(options, file, target) };
    }),
  );
  for (const p of planned) p.catch(ignore);
  let previous: Promise<unknown> = Promise.resolve();
  const admitted = files.map((file, i) => {
    const ready = previous.then(async () => {
      const planOf = await planned[i]!;
      if (planOf.plan === 'write') prefetch.admit(file);
      return planOf;
    });
    previous = ready.catch(ignore);
    return ready;
  });
  void previous.then(() => prefetch.close());
  // Several files at once, so that writes and syncs of one file overlap with the others'.
  const limit = pLimit(FILES_AT_ONCE);
  const results = await Promise.allSettled(
    files.map((file, i) =>
      limit(async () => {
        throwIfStopped(signal);
        let written = 0;
        const onBytes = (n: number) => {
          written += n;
          tally.bytes += n;
          shown();
        };
        try {
          const { target, plan } = await admitted[i]!;
          if (plan === 'write')
            await writeFile({ ...options, chunks: prefetch, source: chunks, onBytes }, file, target);
          tally.bytes += file.size - written;
          tally.processed++;
        } catch (err) {
          tally.bytes -= written;
          if (err instanceof JobStopped) throw err;
          tally.failed++;
          fail(file, err);
        } finally {
          prefetch.finish(file);
          shown();
        }
      }),
    ),
  );
  // Every file has settled (none is still writing) before a stop is passed on.
  const stopped = results.find((r) => r.status === 'rejected');
  if (stopped) throw stopped.reason;
  progress.done(
    `${tally.processed} files (${formatBytes(tally.bytes)}) restored` +
      (tally.failed ? `, ${tally.failed} failed: ${tally.failures[0]?.error}` : ''),
  );
}

function outcome(tally: Tally, total: number): { status: 'completed' | 'failed'; error: string | null } {
  if (tally.failed === 0) return { status: 'completed', error: null };
  const named = tally.failures
    .slice(0, 5)
    .map((f) => f.error)
    .join('; ');
  const error = `${tally.failed} of ${total} files could not be restored: ${named}`;
  return { status: tally.processed === 0 ? 'failed' : 'completed', error };
}

export async function runRestoreJob(
  ctx: RestoreContext,
  jobUID: string,
  job: AbortController,
): Promise<void> {
  const signal = job.signal;
  const manifest = await fetchManifest(ctx, jobUID, signal);
  if (!manifest) return;
  const files = manifest.files.filter((f) => f.type === 'FILE');
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
  const tally: Tally = { processed: 0, failed: 0, bytes: 0, failures: [] };
  const reporter = new ProgressReporter(
    ctx.api,
    jobUID,
    () => ({
      jobFilesProcessed: tally.processed,
      jobTotalFiles: files.length,
      jobProcessedBytes: Math.max(0, tally.bytes),
      jobTotalBytes: totalBytes,
      jobFilesFailed: tally.failed,
      failures: tally.failures,
    }),
    () => job.abort('canceled' satisfies StopReason),
  );
  let end: { status: 'completed' | 'failed' | 'canceled'; error: string | null };
  // Its threads start with the first small file to write and end with the job.
  const writers: FileWriters = new WorkerPool(WRITE_WORKER, WRITER_THREADS);
  try {
    await reporter.report('processing', null, signal);
    reporter.start();
    const refused = ctx.refusal?.();
    if (refused !== undefined) throw new Error(refused);
    try {
      await restoreAll(ctx, manifest, tally, signal, writers);
    } finally {
      await writers.close();
    }
    end = outcome(tally, files.length);
  } catch (err) {
    await reporter.stop();
    if (err instanceof JobStopped && err.reason === 'stopped') {
      ctx.log(`restore ${jobUID} interrupted; it resumes when the agent runs again`);
      return;
    }
    end =
      err instanceof JobStopped
        ? { status: 'canceled', error: null }
        : { status: 'failed', error: ctx.device.hide(message(err)) };
  }
  await reporter.stop();
  ctx.log(`restore ${jobUID} ${end.status}${end.error ? `: ${end.error}` : ''}`);
  await reporter.report(end.status, end.error, ctx.stopSignal);
}
