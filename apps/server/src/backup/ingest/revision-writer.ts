// Writes a commit's revisions a page at a time: the revision rows, their chunk lists and the entries'
// latest-revision fields each take a few multi-row statements, not several statements per file.
import type { FileEntry } from '@warden/domain';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Rows per statement: at most 17 columns each, far below both databases' parameter limits. */
const ROW_PAGE = 500;

export interface RevisionContext {
  planId: number;
  jobId: number;
  onCloud: boolean;
  onLocal: boolean;
  now: string;
}

export interface StagedFile {
  entryId: number;
  file: FileEntry;
}

type Trx = Transaction<Database>;

async function eachPage<T>(rows: readonly T[], work: (page: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_PAGE) await work(rows.slice(i, i + ROW_PAGE));
}

/** The entries among ids that already have a data revision (deletion markers do not count). */
async function entriesWithData(trx: Trx, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  await eachPage(ids, async (page) => {
    const rows = await trx
      .selectFrom('file_revisions')
      .select('entry_id')
      .distinct()
      .where('entry_id', 'in', page)
      .where('deleted_marker', '=', 0)
      .execute();
    for (const row of rows) found.add(row.entry_id);
  });
  return found;
}

/** Splits the files into runs in which each entry appears once, so rows map back by entry id. */
function distinctRuns(files: readonly StagedFile[]): StagedFile[][] {
  const runs: StagedFile[][] = [];
  let run: StagedFile[] = [];
  let seen = new Set<number>();
  for (const f of files) {
    if (seen.has(f.entryId)) {
      runs.push(run);
      run = [];
      seen = new Set();
    }
    seen.add(f.entryId);
    run.push(f);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Adds a revision for each file; answers how many were the entry's first and how many replaced one. */
export async function addRevisions(
  trx: Trx,
  files: readonly StagedFile[],
  ctx: RevisionContext,
): Promise<{ new: number; changed: number }> {
  const counts = { new: 0, changed: 0 };
  for (const run of distinctRuns(files)) {
    const previous = await entriesWithData(
      trx,
      run.map((f) => f.entryId),
    );
    const rows: Insertable<Database['file_revisions']>[] = run.map(({ entryId, file }) => ({
      entry_id: entryId,
      plan_id: ctx.planId,
      job_id: ctx.jobId,
      size: file.size,
      stored_size: file.storedBytes,
      mtime: file.mtime,
      inode: file.inode,
      mode: file.mode,
      uid: file.uid,
      gid: file.gid,
      hash: file.hash,
      bld_type: file.type === 'VOLUME' ? (previous.has(entryId) ? 'DELTA' : 'FULL') : 'NON_BLD',
      deleted_marker: 0,
      on_cloud: ctx.onCloud ? 1 : 0,
      on_local: ctx.onLocal ? 1 : 0,
      hidden_at: null,
      created_at: ctx.now,
    }));
    const revisionOf = new Map<number, number>();
    await eachPage(rows, async (page) => {
      const ids = await trx.insertInto('file_revisions').values(page).returning(['id', 'entry_id']).execute();
      for (const r of ids) revisionOf.set(r.entry_id, r.id);
    });
    const chunkRows = run.flatMap(({ entryId, file }) => {
      let offset = 0;
      return file.chunks.map(([chunkId, length], seq) => {
        const row = { revision_id: revisionOf.get(entryId)!, seq, chunk_id: chunkId, offset, length };
        offset += length;
        return row;
      });
    });
    await eachPage(chunkRows, (page) => trx.insertInto('revision_chunks').values(page).execute());
    await eachPage(run, (page) => updateEntries(trx, page, revisionOf, ctx));
    for (const f of run) counts[previous.has(f.entryId) ? 'changed' : 'new']++;
  }
  return counts;
}

/** Points each entry at its new revision, in one UPDATE … FROM (VALUES …) for the page. */
function updateEntries(trx: Trx, page: StagedFile[], revisionOf: Map<number, number>, ctx: RevisionContext) {
  // The casts give PostgreSQL the column types of the VALUES list; SQLite reads them as affinities.
  const values = page.map(
    ({ entryId, file }) =>
      sql`(cast(${entryId} as integer), cast(${revisionOf.get(entryId)!} as integer), cast(${file.size} as bigint), cast(${file.storedBytes} as bigint))`,
  );
  return sql`update backup_entries set
      latest_revision_id = v.column2,
      latest_revision_at = ${ctx.now},
      size = v.column3,
      backup_size = backup_entries.backup_size + v.column4,
      on_cloud = ${ctx.onCloud ? 1 : 0},
      on_local = ${ctx.onLocal ? 1 : 0},
      deleted = 0
    from (values ${sql.join(values)}) as v
    where backup_entries.id = v.column1`.execute(trx);
}

/** Marks vanished entries deleted, with a deletion marker revision for each file among them. */
export async function markDeleted(
  trx: Trx,
  entries: readonly { id: number; type: string }[],
  ctx: RevisionContext,
): Promise<number> {
  await eachPage(
    entries.map((e) => e.id),
    (ids) => trx.updateTable('backup_entries').set({ deleted: 1 }).where('id', 'in', ids).execute(),
  );
  const markers: Insertable<Database['file_revisions']>[] = entries
    .filter((e) => e.type === 'FILE')
    .map((e) => ({
      entry_id: e.id,
      plan_id: ctx.planId,
      job_id: ctx.jobId,
      size: 0,
      stored_size: 0,
      mtime: null,
      inode: null,
      mode: null,
      uid: null,
      gid: null,
      hash: null,
      bld_type: 'NON_BLD',
      deleted_marker: 1,
      on_cloud: ctx.onCloud ? 1 : 0,
      on_local: ctx.onLocal ? 1 : 0,
      hidden_at: null,
      created_at: ctx.now,
    }));
  await eachPage(markers, (page) => trx.insertInto('file_revisions').values(page).execute());
  return markers.length;
}
