// What a restore job restores: the source entry and, below it, each file's revision as of the chosen
// point in time (a given revision, the state after a backup job, or the latest), deleted files only
// when asked for (their last revision before the deletion). Hidden (deleted-by-technician) data never.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import type { BackupEntryTable, FileRevisionTable } from '../db/schema.ts';

export type RevisionRow = Selectable<FileRevisionTable>;
export type EntryRow = Selectable<BackupEntryTable>;

export interface SelectionInput {
  planId: number;
  sourcePath: string;
  revisionId: number | null;
  backupJobId: number | null;
  restoreDeleted: boolean;
}

export interface SelectedItem {
  path: string;
  type: 'FILE' | 'FOLDER';
  revision: RevisionRow | null;
}

export async function findSourceEntry(db: Db, planId: number, sourcePath: string) {
  return db.kysely
    .selectFrom('backup_entries')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('path', '=', sourcePath)
    .where('hidden_at', 'is', null)
    .where('type', 'in', ['FILE', 'FOLDER'])
    .executeTakeFirst();
}

export async function findRevisionOfEntry(db: Db, entryId: number, revisionId: number) {
  return db.kysely
    .selectFrom('file_revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('entry_id', '=', entryId)
    .where('hidden_at', 'is', null)
    .where('deleted_marker', '=', 0)
    .executeTakeFirst();
}

async function entriesUnder(db: Db, source: EntryRow): Promise<EntryRow[]> {
  if (source.type === 'FILE') return [source];
  const prefix = source.path.endsWith('/') ? source.path : `${source.path}/`;
  const below = await db.kysely
    .selectFrom('backup_entries')
    .selectAll()
    .where('plan_id', '=', source.plan_id)
    .where('path', '>=', prefix)
    // "0" follows "/": the range holds exactly the paths that start with the prefix.
    .where('path', '<', `${prefix.slice(0, -1)}0`)
    .where('hidden_at', 'is', null)
    .where('type', 'in', ['FILE', 'FOLDER'])
    .orderBy('path')
    .execute();
  return [source, ...below];
}

/** The revision a file restores from, given its visible revisions oldest first. */
export function revisionAsOf(revisions: RevisionRow[], restoreDeleted: boolean): RevisionRow | null {
  const latest = revisions.at(-1);
  if (!latest) return null;
  if (!latest.deleted_marker) return latest;
  if (!restoreDeleted) return null;
  return revisions.findLast((r) => !r.deleted_marker) ?? null;
}

async function revisionsByEntry(db: Db, entryIds: number[], backupJobId: number | null) {
  const byEntry = new Map<number, RevisionRow[]>();
  const rows = await inBatches(entryIds, (batch) => {
    let query = db.kysely
      .selectFrom('file_revisions')
      .selectAll()
      .where('entry_id', 'in', batch)
      .where('hidden_at', 'is', null);
    if (backupJobId !== null) query = query.where('job_id', '<=', backupJobId);
    return query.orderBy('id').execute();
  });
  for (const row of rows) {
    const list = byEntry.get(row.entry_id) ?? [];
    list.push(row);
    byEntry.set(row.entry_id, list);
  }
  return byEntry;
}

/** Null when the source entry is gone (hidden since the job was made). */
export async function selectRestoreItems(db: Db, input: SelectionInput): Promise<SelectedItem[] | null> {
  const source = await findSourceEntry(db, input.planId, input.sourcePath);
  if (!source) return null;
  if (input.revisionId !== null) {
    const revision = await findRevisionOfEntry(db, source.id, input.revisionId);
    return revision ? [{ path: source.path, type: 'FILE', revision }] : [];
  }
  const entries = await entriesUnder(db, source);
  const files = entries.filter((e) => e.type === 'FILE');
  const revisions = await revisionsByEntry(
    db,
    files.map((f) => f.id),
    input.backupJobId,
  );
  const items: SelectedItem[] = [];
  for (const entry of entries) {
    if (entry.type === 'FOLDER') {
      if (!entry.deleted || input.restoreDeleted)
        items.push({ path: entry.path, type: 'FOLDER', revision: null });
      continue;
    }
    const revision = revisionAsOf(revisions.get(entry.id) ?? [], input.restoreDeleted);
    if (revision) items.push({ path: entry.path, type: 'FILE', revision });
  }
  return items;
}
