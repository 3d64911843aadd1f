// A running job's entries and revisions, written as its batches arrive and shown together by its commit,
// so that the commit no longer does a whole backup's database work while the device waits on it.
// New entries and the job's revisions carry hidden_at = PENDING until then: every reader shows only
// rows whose hidden_at is NULL, and the purge's date comparisons never reach the marker (it sorts
// after every date). A job that fails or dies has its pending rows removed.
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';
import { placeholder } from '../../db/insert-rows.ts';
import { deleteEmptyEntries } from '../lifecycle/empty-entries.ts';
import type { RevisionContext } from './revision-writer.ts';

export const PENDING = 'pending';

/** The commit's transaction (or the clean-up's), with its database's dialect. */
type Trx = Db;

const HIDE_MARGIN_MS = 10 * 60_000;

type Shown = { path: string; type: 'FILE' | 'FOLDER' | 'VOLUME' };

/**
 * Entries hidden while the job ran (their data deleted) that the commit must show again, as it shows
 * any entry backed up after its data was deleted: those given a pending revision, and the folders
 * holding a pending entry.
 */
export async function hiddenSinceStaged(
  trx: Trx,
  job: { id: number; plan_id: number; started_at: string },
): Promise<Shown[]> {
  const jobId = job.id;
  const planId = job.plan_id;
  // Data is hidden only with a deletion request recorded; the margin covers a deletion whose time was
  // taken just before the job began and whose transaction ended after.
  const since = new Date(Date.parse(job.started_at) - HIDE_MARGIN_MS).toISOString();
  const request = await trx.kysely
    .selectFrom('deletion_requests')
    .select('id')
    .where('plan_id', '=', planId)
    .where('requested_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  if (!request) return [];
  const shown = await trx.kysely
    .selectFrom('backup_entries as e')
    .select(['e.path', 'e.type'])
    .where('e.hidden_at', 'is not', null)
    .where('e.hidden_at', '<>', PENDING)
    .where((eb) =>
      eb.or([
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('file_revisions')
            .select('entry_id')
            .where('job_id', '=', jobId)
            .where('hidden_at', '=', PENDING),
        ),
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('backup_entries as c')
            .select('c.parent_id')
            .where('c.plan_id', '=', planId)
            .where('c.hidden_at', '=', PENDING),
        ),
      ]),
    )
    .execute();
  return shown as Shown[];
}

/**
 * Points each entry at its newest pending revision of the job, then shows the job's pending rows. A new
 * file's entry is shown by the same statement, which rewrites its row (and index entries) once.
 */
export async function showPending(trx: Trx, ctx: RevisionContext): Promise<void> {
  const p = (i: number) => placeholder(trx.dialect, i);
  // The IN keeps SQLite from reading every entry for the UPDATE … FROM (see revision-writer.ts).
  const text = `with r as (
      select entry_id, max(id) as id, sum(stored_size) as stored from file_revisions
      where job_id = ${p(1)} and hidden_at = '${PENDING}' and deleted_marker = 0 group by entry_id)
    update backup_entries set
      latest_revision_id = r.id,
      latest_revision_at = ${p(2)},
      size = (select f.size from file_revisions f where f.id = r.id),
      backup_size = backup_entries.backup_size + cast(r.stored as bigint),
      on_cloud = ${p(3)},
      on_local = ${p(4)},
      deleted = 0,
      hidden_at = case when backup_entries.hidden_at = '${PENDING}' then null else backup_entries.hidden_at end
    from r
    where backup_entries.id = r.entry_id and backup_entries.id in (select entry_id from r)`;
  const flags = [ctx.onCloud ? 1 : 0, ctx.onLocal ? 1 : 0];
  await trx.kysely.executeQuery(CompiledQuery.raw(text, [ctx.jobId, ctx.now, ...flags]));
  await trx.kysely
    .updateTable('file_revisions')
    .set({ hidden_at: null, created_at: ctx.now, on_cloud: flags[0]!, on_local: flags[1]! })
    .where('job_id', '=', ctx.jobId)
    .where('hidden_at', '=', PENDING)
    .execute();
  await trx.kysely
    .updateTable('backup_entries')
    .set({ hidden_at: null })
    .where('plan_id', '=', ctx.planId)
    .where('hidden_at', '=', PENDING)
    .execute();
}

/**
 * Removes what a job that will never commit wrote: its pending revisions (their chunk lists go with them
 * by cascade), then its new entries.
 */
export async function discardPending(trx: Trx, jobId: number, planId: number): Promise<void> {
  await trx.kysely
    .deleteFrom('file_revisions')
    .where('job_id', '=', jobId)
    .where('hidden_at', '=', PENDING)
    .execute();
  await deleteEmptyEntries(trx, planId, { pendingMark: PENDING });
}
