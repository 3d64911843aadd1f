// Mounts running in this server process: one job per revision, started without waiting for it, its
// status kept in image_mounts; closing the server stops them.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { ChunkReadError } from '../downloads/revision-reader.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import type { ImageRevision } from './image-scope.ts';
import { indexImage } from './index-image.ts';
import { TarFormatError } from './tar-index.ts';

function failureMessage(err: unknown): string {
  if (err instanceof ChunkReadError) return `The image data could not be read: ${err.message}`;
  if (err instanceof TarFormatError) return `The image archive is damaged: ${err.message}`;
  return 'The image could not be mounted';
}

export class MountJobs {
  private running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  constructor(
    private db: Db,
    private storage: BackupStorage,
    private log: FastifyBaseLogger,
  ) {}

  isRunning(revisionId: number): boolean {
    return this.running.has(revisionId);
  }

  /**
   * Registers the job at once, so a second call for the same revision sees it running; resolves once
   * its MOUNTING status is written.
   */
  start(image: ImageRevision): Promise<void> {
    if (this.running.has(image.revisionId)) return Promise.resolve();
    const controller = new AbortController();
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const done = this.run(image, controller.signal, markStarted).finally(() => {
      markStarted();
      this.running.delete(image.revisionId);
    });
    this.running.set(image.revisionId, { controller, done });
    return started;
  }

  async stopAll(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.allSettled(jobs.map((j) => j.done));
  }

  private async run(image: ImageRevision, signal: AbortSignal, started: () => void): Promise<void> {
    const { revisionId } = image;
    const status = (values: {
      status: 'MOUNTING' | 'MOUNTED' | 'FAILED';
      progress: number;
      error: string | null;
    }) =>
      this.db.kysely
        .insertInto('image_mounts')
        .values({ revision_id: revisionId, ...values, updated_at: nowIso() })
        .onConflict((oc) => oc.column('revision_id').doUpdateSet({ ...values, updated_at: nowIso() }))
        .execute();
    try {
      await status({ status: 'MOUNTING', progress: 0, error: null });
      started();
      await indexImage(this.db, this.storage, image, signal);
      await status({ status: 'MOUNTED', progress: 100, error: null });
    } catch (err) {
      if (signal.aborted) return;
      this.log.error({ err, revisionId }, 'image mount failed');
      await status({ status: 'FAILED', progress: 0, error: failureMessage(err) }).catch(() => undefined);
    }
  }
}
