// Creating restore jobs: every input is checked first, then all are stored together, and each
// destination agent is told to start (an offline one is told when it reconnects).
import type { RestoreJobInput } from '@warden/domain';
import { restoreStarted } from '../activities/job-activities.ts';
import type { AgentHub } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { assertActionAllowed } from '../policies/allowed-actions.ts';
import { getDivisionConfig } from '../settings/division-service.ts';
import { type PlannedJob, planRestoreJob } from './job-planning.ts';

type PlannedRow = Extract<PlannedJob, { row: unknown }>['row'];

export async function createRestoreJobs(db: Db, hub: AgentHub, auth: AuthContext, inputs: RestoreJobInput[]) {
  const { features } = await getDivisionConfig(db);
  const rows: PlannedRow[] = [];
  for (const [index, input] of inputs.entries()) {
    const planned = await planRestoreJob(
      { db, auth, flags: features, index, batch: inputs.length > 1 },
      input,
    );
    if ('failure' in planned) return { resultCode: 'FAILURE' as const, message: planned.failure, jobs: [] };
    rows.push(planned.row);
  }
  // All or nothing, like the checks above: one destination whose policy refuses restores stops the batch.
  await assertActionAllowed(
    db,
    rows.map((r) => r.destination_device_id),
    'RESTORE',
  );
  await db.kysely.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx.insertInto('restore_jobs').values(row).execute();
      await restoreStarted({ ...db, kysely: trx }, row.uid, auth.user.id);
    }
  });
  for (const row of rows) hub.send(row.destination_device_id, { type: 'startRestore', jobUID: row.uid });
  return { resultCode: 'SUCCESS' as const, jobs: rows.map((r) => ({ jobUID: r.uid })) };
}
