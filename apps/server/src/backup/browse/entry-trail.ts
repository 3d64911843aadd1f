// Where a backed-up folder or file sits in its plan: the plan root and the entries down to it, read by
// walking up the parents, so a link to a folder can show its whole breadcrumb.
import type { EntryTrail } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BackupEntryTable } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { presentRoot } from './browse-service.ts';
import { entryOfPlan } from './entry-queries.ts';
import { presentContentEntry } from './presenters.ts';

type EntryRow = Selectable<BackupEntryTable>;

/** Deeper than any path a device holds; only a damaged parent chain would walk this far. */
const MAX_DEPTH = 1024;

/**
 * The trail to `entry`, which must be a file or folder of the plan of the kind asked for. A hidden
 * (deleted) entry on the way makes the entry unreachable: 404, as for the entry itself.
 */
export async function entryTrail(
  db: Db,
  plan: { id: number; common_folders: string; deleted: number },
  entry: EntryRow,
  kind: 'FOLDER' | 'FILE',
): Promise<EntryTrail> {
  const what = kind === 'FOLDER' ? 'Folder' : 'File';
  if (entry.type !== kind) throw notFound(what);
  const chain: EntryRow[] = [entry];
  let at = entry;
  while (!at.is_root) {
    if (at.parent_id === null || chain.length > MAX_DEPTH) throw notFound(what);
    const parent = await entryOfPlan(db, plan.id, at.parent_id);
    if (!parent) throw notFound(what);
    chain.unshift(parent);
    at = parent;
  }
  const [root, ...entries] = chain;
  return { root: await presentRoot(db, plan, root!), entries: entries.map(presentContentEntry) };
}
