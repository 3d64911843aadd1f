// The lifecycle sweep, every ten minutes on the background runner (and callable with any "now" from
// tests): purge deleted data that is due, apply retention, then collect chunks nothing references.
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

export const LIFECYCLE_SWEEP_TASK = 'backup.lifecycle-sweep';

/** Schedules the periodic sweep on the app's background runner; its first run is one interval away. */
export function scheduleLifecycleSweep(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): void {
  app.background.schedule({
    name: LIFECYCLE_SWEEP_TASK,
    intervalMs,
    firstRunAfterMs: intervalMs,
    run: async () => {
      const report = await runSweep(app.db, app.backupStorage);
      app.log.info({ report }, 'backup lifecycle sweep');
      return report;
    },
  });
}
