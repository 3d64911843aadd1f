// Commits a backup job in one transaction: its pending rows are shown, entries staged as sent become
// revisions, vanished paths become deletion markers, and the job completes. Until then nothing of the
// run is visible.
import type { agentApi, FileEntry } from '@warden/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { backupFinished } from '../../activities/job-activities.ts';
import type { DeviceContext } from '../../agents/device-credential.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { durableTransaction } from '../../db/durable-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { EntryTree, type TreeEntry } from './entry-tree.ts';
import { hiddenSinceStaged, showPending } from './pending-rows.ts';
import { addRevisions, markDeleted } from './revision-writer.ts';

type CommitBody = z.output<NonNullable<(typeof agentApi.commitBackupJob)['body']>>;
const STAGE_PAGE = 1000;

/** lock (PostgreSQL only) holds the job's row until the transaction ends. */
export async function runningJob(
  db: Db | Transaction<Database>,
  device: DeviceContext,
  jobId: number,
  lock = false,
) {
  const kysely = 'kysely' in db ? db.kysely : db;
  const job = await kysely
    .selectFrom('backup_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('device_id', '=', device.id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!job) throw notFound('Backup job');
  if (job.status !== 'RUNNING')
    throw new ApiError(409, 'CONFLICT', `The backup job is already ${job.status.toLowerCase()}`);
  return job;
}

/** Whether any batch of the job was staged as sent, for the commit to write. */
export async function hasStagedEntries(tx: Db, jobId: number): Promise<boolean> {
  const row = await tx.kysely
    .selectFrom('backup_staging')
    .select('seq')
    .where('job_id', '=', jobId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Commits in a durable transaction: the agent, once answered, does not send these files again. */
export async function commitBackupJob(db: Db, device: DeviceContext, jobId: number, body: CommitBody) {
  return durableTransaction(db, async (trx) => {
    const job = await runningJob(trx, device, jobId, db.dialect === 'postgres');
    const now = nowIso();
    const tx = { ...db, kysely: trx };
    const hidden = await hiddenSinceStaged(tx, job);
    // With nothing staged as sent, the commit needs only the entries it names, not the plan's tree.
    const tree = (await hasStagedEntries(tx, jobId))
      ? await EntryTree.load(tx, job.plan_id)
      : await EntryTree.loadPaths(tx, job.plan_id, [
          ...body.roots.map((r) => r.path),
          ...body.deletedPaths,
          ...hidden.map((e) => e.path),
        ]);
    for (const root of body.roots) await tree.ensureRoot(root);

    const ctx = { planId: job.plan_id, jobId, onCloud: body.onCloud, onLocal: body.onLocal, now };
    // What the job's batches wrote as they arrived is counted already.
    const counts = { new: job.files_new, changed: job.files_changed, deleted: 0, bytes: job.bytes_uploaded };
    for (let seq = 0; ; seq += STAGE_PAGE) {
      const staged = await trx
        .selectFrom('backup_staging')
        .select('entry')
        .where('job_id', '=', jobId)
        .where('seq', '>=', seq)
        .where('seq', '<', seq + STAGE_PAGE)
        .orderBy('seq')
        .execute();
      if (staged.length === 0) break;
      const entries = staged.map(({ entry }) => JSON.parse(entry) as FileEntry);
      const nodes = await tree.ensureMany(entries);
      const files = entries.flatMap((file, i) =>
        file.type === 'FOLDER' ? [] : [{ entryId: nodes[i]!.id, file }],
      );
      const added = await addRevisions(tx, files, ctx, tree.unrevised);
      counts.new += added.new;
      counts.changed += added.changed;
      for (const { file } of files) counts.bytes += file.storedBytes;
    }

    await tree.ensureMany(hidden);
    await showPending(tx, ctx);

    const gone: TreeEntry[] = [];
    for (const p of new Set(body.deletedPaths)) {
      const node = tree.get(p);
      if (!node || node.deleted) continue;
      node.deleted = 1;
      gone.push(node);
    }
    counts.deleted = await markDeleted(tx, gone, ctx);

    await trx
      .updateTable('backup_jobs')
      .set({
        status: 'COMPLETED',
        completed_at: nowIso(),
        files_scanned: body.stats.filesScanned,
        bytes_scanned: body.stats.bytesScanned,
        files_new: counts.new,
        files_changed: counts.changed,
        files_deleted: counts.deleted,
        bytes_uploaded: counts.bytes,
        on_cloud: body.onCloud ? 1 : 0,
        on_local: body.onLocal ? 1 : 0,
      })
      .where('id', '=', jobId)
      .execute();
    await trx
      .updateTable('backup_plans')
      .set({ last_success: nowIso() })
      .where('id', '=', job.plan_id)
      .execute();
    await trx.deleteFrom('backup_staging').where('job_id', '=', jobId).execute();
    await backupFinished({ ...db, kysely: trx }, jobId);
    return { revisions: counts.new + counts.changed };
  });
}
