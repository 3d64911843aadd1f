// A background_tasks row in the API's shape; a lease that has run out no longer counts as running.
import type { BackgroundTask } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { BackgroundTaskTable } from '../db/schema.ts';

export function presentBackgroundTask(row: Selectable<BackgroundTaskTable>, now: Date): BackgroundTask {
  const leased = row.lease_expires_at !== null && row.lease_expires_at > now.toISOString();
  return {
    name: row.name,
    intervalSeconds: Math.round(row.interval_ms / 1000),
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
    lastFinishedAt: row.last_finished_at,
    lastResult: row.last_result,
    lastError: row.last_error,
    runCount: row.run_count,
    failureCount: row.failure_count,
    consecutiveFailures: row.consecutive_failures,
    runningOn: leased ? row.lease_owner : null,
  };
}
