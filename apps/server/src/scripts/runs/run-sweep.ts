// The runs' background sweep: queued runs past their expiry end EXPIRED; sent or running runs whose
// agent has not reported their end by the timeout plus a grace end FAILED, saying whether the
// device's link was lost.
import { RUN_REPORT_GRACE_MS } from '@warden/domain';
import type { Db } from '../../db/database.ts';
import type { OutputSignal } from './output-signal.ts';
import { endRun, recordRunEnded } from './run-activity.ts';

export const RUN_SWEEP_TASK = 'scripts.run-sweep';
export const RUN_SWEEP_INTERVAL_MS = 30_000;

export const EXPIRED_REASON = 'The device did not come online before the run expired';
export const DISCONNECTED_REASON =
  'The device disconnected during the run and did not reconnect before its timeout';
export const OVERDUE_REASON = 'The device did not report the end of the run before its timeout';

export async function sweepRuns(db: Db, signal: OutputSignal, now = new Date()) {
  const at = now.toISOString();
  const expired = await db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { ...db, kysely: trx };
    const ended = await trx
      .updateTable('script_runs')
      .set({ status: 'EXPIRED', failure_reason: EXPIRED_REASON, finished_at: at, updated_at: at })
      .where('status', '=', 'QUEUED')
      .where('expires_at', '<=', at)
      .returning('id')
      .execute();
    for (const { id } of ended) await recordRunEnded(tdb, id);
    return ended;
  });
  const open = await db.kysely
    .selectFrom('script_runs')
    .select(['id', 'sent_at', 'started_at', 'timeout_seconds', 'disconnected_at'])
    .where('status', 'in', ['SENT', 'RUNNING'])
    .execute();
  const overdue = open.filter((r) => {
    const from = Date.parse(r.started_at ?? r.sent_at ?? at);
    return from + r.timeout_seconds * 1000 + RUN_REPORT_GRACE_MS <= now.getTime();
  });
  for (const run of overdue) {
    await endRun(db, run.id, async (tdb) => {
      const res = await tdb.kysely
        .updateTable('script_runs')
        .set({
          status: 'FAILED',
          failure_reason: run.disconnected_at ? DISCONNECTED_REASON : OVERDUE_REASON,
          finished_at: at,
          updated_at: at,
        })
        .where('id', '=', run.id)
        .where('status', 'in', ['SENT', 'RUNNING'])
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    });
  }
  for (const { id } of [...expired, ...overdue]) signal.notify(id);
  return { expired: expired.length, failed: overdue.length };
}
