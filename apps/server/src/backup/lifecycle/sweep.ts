// The lifecycle sweep, every ten minutes in the server (and callable with any "now" from tests): purge
// deleted data that is due, apply retention, then collect chunks nothing references.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import { collectGarbage, type GarbageReport } from './garbage-collect.ts';
import { type PurgeReport, purgeDeletedData } from './purge-deleted.ts';
import { applyAllRetention } from './retention.ts';

export const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface SweepReport {
  purged: PurgeReport;
  retentionRemoved: number;
  garbage: GarbageReport;
}

export async function runSweep(db: Db, storage: BackupStorage, now = new Date()): Promise<SweepReport> {
  const purged = await purgeDeletedData(db, now);
  const retentionRemoved = await applyAllRetention(db, now);
  const garbage = await collectGarbage(db, storage, now);
  return { purged, retentionRemoved, garbage };
}

/** Starts the periodic sweep; the answer stops it, waiting for a sweep under way. */
export function startLifecycle(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runSweep(app.db, app.backupStorage)
      .then((report) => app.log.info({ report }, 'backup lifecycle sweep'))
      .catch((err) => app.log.error({ err }, 'backup lifecycle sweep failed'))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
