// The files of a backed-up folder as they were at a backup job: each file's latest visible revision
// with job id <= the job, unless that revision marks the file deleted (then, when deleted files are
// wanted, its last revision before the deletion). Read a page at a time, in path order.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

const PAGE = 500;

export interface FolderFile {
  path: string;
  revisionId: number;
  size: number;
  mtime: string | null;
  onCloud: boolean;
}

export const folderPrefix = (folderPath: string) =>
  folderPath.endsWith('/') ? folderPath : `${folderPath}/`;

/** `column` starts with `prefix`, compared as text whatever the database's collation. */
export function startsWith(column: string, prefix: string) {
  return sql<boolean>`substr(${sql.ref(column)}, 1, ${[...prefix].length}) = ${prefix}`;
}

function latestRevision(
  eb: ExpressionBuilder<Database & { e: Database['backup_entries'] }, 'e'>,
  jobId: number,
  dataOnly: boolean,
) {
  let query = eb
    .selectFrom('file_revisions as r')
    .select((b) => b.fn.max('r.id').as('id'))
    .whereRef('r.entry_id', '=', 'e.id')
    .where('r.job_id', '<=', jobId)
    .where('r.hidden_at', 'is', null);
  if (dataOnly) query = query.where('r.deleted_marker', '=', 0);
  return query;
}

export async function* folderFilesAtJob(
  db: Db,
  planId: number,
  folderPath: string,
  jobId: number,
  restoreDeleted: boolean,
): AsyncGenerator<FolderFile> {
  const prefix = folderPrefix(folderPath);
  let after = '';
  for (;;) {
    const rows = await db.kysely
      .selectFrom('backup_entries as e')
      .select('e.path')
      .select((eb) => [
        latestRevision(eb, jobId, false).as('latest_id'),
        latestRevision(eb, jobId, true).as('data_id'),
      ])
      .where('e.plan_id', '=', planId)
      .where('e.type', '=', 'FILE')
      .where('e.hidden_at', 'is', null)
      .where(startsWith('e.path', prefix))
      .where('e.path', '>', after)
      .orderBy('e.path')
      .limit(PAGE)
      .execute();
    const wanted = rows.filter(
      (r) => r.data_id !== null && (restoreDeleted || Number(r.latest_id) === Number(r.data_id)),
    );
    const revisions = wanted.length
      ? await db.kysely
          .selectFrom('file_revisions')
          .select(['id', 'size', 'mtime', 'on_cloud'])
          .where(
            'id',
            'in',
            wanted.map((r) => Number(r.data_id)),
          )
          .execute()
      : [];
    const byId = new Map(revisions.map((r) => [r.id, r]));
    for (const row of wanted) {
      const revision = byId.get(Number(row.data_id));
      if (!revision) continue;
      yield {
        path: row.path,
        revisionId: revision.id,
        size: Number(revision.size),
        mtime: revision.mtime,
        onCloud: revision.on_cloud === 1,
      };
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.path;
  }
}
