// A batch of a running job's entries, written as pending rows at once when it can be (pending-rows.ts),
// so that the commit has little left to do; otherwise staged as sent, for the commit to write.
import type { FileEntry } from '@warden/domain';
import type { DeviceContext } from '../../agents/device-credential.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { hasStagedEntries, runningJob } from './commit-job.ts';
import { EntryTree } from './entry-tree.ts';
import { addRevisions } from './revision-writer.ts';

type Job = Awaited<ReturnType<typeof runningJob>>;

export async function stageEntries(db: Db, device: DeviceContext, jobId: number, entries: FileEntry[]) {
  await db.kysely.transaction().execute(async (trx) => {
    // On PostgreSQL the job's row is locked, so that a clean-up of the job waits for this batch.
    const job = await runningJob(trx, device, jobId, db.dialect === 'postgres');
    const tx = { ...db, kysely: trx };
    // Once a batch is staged, the rest follow it, so that the commit adds revisions in the order sent.
    if (!(await hasStagedEntries(tx, jobId)) && (await writePending(tx, job, entries))) return;
    await stageAsSent(tx, jobId, entries);
  });
  return { ok: true as const };
}

/** Writes the batch as pending rows; false, having written nothing, when only the commit may. */
async function writePending(tx: Db, job: Job, entries: FileEntry[]): Promise<boolean> {
  const tree = await EntryTree.loadPending(
    tx,
    job.plan_id,
    entries.map((e) => e.path),
  );
  const nodes = await tree.ensurePending(entries);
  if (!nodes) return false;
  const files = entries.flatMap((file, i) =>
    file.type === 'FOLDER' ? [] : [{ entryId: nodes[i]!.id, file }],
  );
  // Where the data went and when is settled by the commit (showPending).
  const ctx = {
    planId: job.plan_id,
    jobId: job.id,
    onCloud: false,
    onLocal: false,
    now: nowIso(),
    pending: true,
  };
  const added = await addRevisions(tx, files, ctx, tree.unrevised);
  let bytes = 0;
  for (const { file } of files) bytes += file.storedBytes;
  await tx.kysely
    .updateTable('backup_jobs')
    .set((eb) => ({
      files_new: eb('files_new', '+', added.new),
      files_changed: eb('files_changed', '+', added.changed),
      bytes_uploaded: eb('bytes_uploaded', '+', bytes),
    }))
    .where('id', '=', job.id)
    .execute();
  return true;
}

async function stageAsSent(tx: Db, jobId: number, entries: FileEntry[]) {
  const last = await tx.kysely
    .selectFrom('backup_staging')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  const first = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1;
  const rows = entries.map((entry, i) => ({ job_id: jobId, seq: first + i, entry: JSON.stringify(entry) }));
  await insertRows(tx, 'backup_staging', rows);
}
