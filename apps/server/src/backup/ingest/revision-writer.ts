// Writes a commit's revisions a page at a time: the revision rows, their chunk lists and the entries'
// latest-revision fields each take a few multi-row statements, not several statements per file.
import type { FileEntry } from '@warden/domain';
import { CompiledQuery, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertRows, placeholder, statementRows } from '../../db/insert-rows.ts';
import type { Database } from '../../db/schema.ts';
import { PENDING } from './pending-rows.ts';

/** Rows per statement of the lookups and updates; the inserts page themselves. */
const ROW_PAGE = 500;

export interface RevisionContext {
  planId: number;
  jobId: number;
  onCloud: boolean;
  onLocal: boolean;
  now: string;
  /** Revisions written while the job runs: pending, with the entries left for the commit to point. */
  pending?: boolean;
}

export interface StagedFile {
  entryId: number;
  file: FileEntry;
}

/** The commit's transaction, with its database's dialect. */
type Trx = Db;

async function eachPage<T>(rows: readonly T[], work: (page: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_PAGE) await work(rows.slice(i, i + ROW_PAGE));
}

/** The entries among ids that already have a data revision (deletion markers do not count). */
async function entriesWithData(trx: Trx, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  await eachPage(ids, async (page) => {
    const rows = await trx.kysely
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

/**
 * Adds a revision for each file; answers how many were the entry's first and how many replaced one.
 * Entries in unrevised (created by this commit, with no revision yet) are known to have none without a
 * lookup; each leaves the set as its first revision is added.
 */
export async function addRevisions(
  trx: Trx,
  files: readonly StagedFile[],
  ctx: RevisionContext,
  unrevised: Set<number> = new Set(),
): Promise<{ new: number; changed: number }> {
  const counts = { new: 0, changed: 0 };
  for (const run of distinctRuns(files)) {
    const previous = await entriesWithData(
      trx,
      run.filter((f) => !unrevised.has(f.entryId)).map((f) => f.entryId),
    );
    for (const f of run) unrevised.delete(f.entryId);
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
      hidden_at: ctx.pending ? PENDING : null,
      created_at: ctx.now,
    }));
    const revisionOf = new Map<number, number>();
    const ids = await insertRows(trx, 'file_revisions', rows, { returning: ['id', 'entry_id'] });
    for (const r of ids) revisionOf.set(r.entry_id, r.id);
    const chunkRows = run.flatMap(({ entryId, file }) => {
      let offset = 0;
      return file.chunks.map(([chunkId, length], seq) => {
        const row = { revision_id: revisionOf.get(entryId)!, seq, chunk_id: chunkId, offset, length };
        offset += length;
        return row;
      });
    });
    await insertRows(trx, 'revision_chunks', chunkRows);
    // Pending revisions leave their entries as they are until the commit (pending-rows.ts).
    if (!ctx.pending) {
      for (let start = 0, size = 0; start < run.length; start += size) {
        size = statementRows(run.length - start, UPDATE_COLUMNS);
        await updateEntries(trx, run.slice(start, start + size), revisionOf, ctx);
      }
    }
    for (const f of run) counts[previous.has(f.entryId) ? 'changed' : 'new']++;
  }
  return counts;
}

/** Points each entry at its new revision, in one UPDATE … FROM (VALUES …) for the page. */
function updateEntries(trx: Trx, page: StagedFile[], revisionOf: Map<number, number>, ctx: RevisionContext) {
  const parameters: unknown[] = [];
  for (const { entryId, file } of page)
    parameters.push(entryId, revisionOf.get(entryId)!, file.size, file.storedBytes);
  parameters.push(ctx.now, ctx.onCloud ? 1 : 0, ctx.onLocal ? 1 : 0);
  return trx.kysely.executeQuery(CompiledQuery.raw(updateText(trx.dialect, page.length), parameters));
}

/** Values per row of the update's list. */
const UPDATE_COLUMNS = 4;
const updateTexts = new Map<string, string>();

/**
 * The statement's text for a page of rows, built once per size (see db/insert-rows.ts for why); the
 * pages' sizes are those of statementRows, so few are ever built. SQLite puts the target of an UPDATE
 * … FROM in the outer loop and read every entry of the table for each statement (a commit of 200,000
 * files spent 4 s there, growing with the square of its size); the list's ids in an IN let it find
 * each entry by its id instead.
 */
function updateText(dialect: Trx['dialect'], rowCount: number): string {
  const key = `${dialect}|${rowCount}`;
  const known = updateTexts.get(key);
  if (known) return known;
  let n = 0;
  const p = () => placeholder(dialect, ++n);
  // The casts give PostgreSQL the column types of the VALUES list; SQLite reads them as affinities.
  const values = Array.from(
    { length: rowCount },
    () =>
      `(cast(${p()} as integer), cast(${p()} as integer), cast(${p()} as bigint), cast(${p()} as bigint))`,
  );
  const text = `with v as (values ${values.join(', ')})
    update backup_entries set
      latest_revision_id = v.column2,
      latest_revision_at = ${p()},
      size = v.column3,
      backup_size = backup_entries.backup_size + v.column4,
      on_cloud = ${p()},
      on_local = ${p()},
      deleted = 0
    from v
    where backup_entries.id = v.column1 and backup_entries.id in (select column1 from v)`;
  updateTexts.set(key, text);
  return text;
}

/** Marks vanished entries deleted, with a deletion marker revision for each file among them. */
export async function markDeleted(
  trx: Trx,
  entries: readonly { id: number; type: string }[],
  ctx: RevisionContext,
): Promise<number> {
  await eachPage(
    entries.map((e) => e.id),
    (ids) => trx.kysely.updateTable('backup_entries').set({ deleted: 1 }).where('id', 'in', ids).execute(),
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
  await insertRows(trx, 'file_revisions', markers);
  return markers.length;
}
