// The backed-up tree of one plan during a commit or a job's staging: finds or creates entries by path,
// creating missing parent folders down from the plan's roots, many rows to a statement.
import path from 'node:path';
import type { BackupRoot } from '@warden/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/api-error.ts';
import { searchExtension } from '../browse/search-pattern.ts';
import { PENDING } from './pending-rows.ts';

export interface TreeEntry {
  id: number;
  path: string;
  type: 'FILE' | 'FOLDER' | 'VOLUME';
  deleted: number;
  hidden_at: string | null;
}

export const parentPath = (p: string) => path.posix.dirname(p);
export const baseName = (p: string) => path.posix.basename(p) || p;

const ID_PAGE = 500;

type NewEntry = Insertable<Database['backup_entries']>;
type Item = { path: string; type: TreeEntry['type'] };
type RootFields = Pick<NewEntry, 'is_root' | 'root_type' | 'cfid' | 'volume_info' | 'name'>;

const depthOf = (p: string) => p.split('/').length;
/** Hidden by a deletion of data; a pending entry is about to be shown, not hidden. */
const isHidden = (e: TreeEntry) => e.hidden_at !== null && e.hidden_at !== PENDING;

/** The paths and every folder above them. */
function withAncestors(paths: readonly string[]): string[] {
  const all = new Set<string>();
  for (let p of paths) {
    while (!all.has(p)) {
      all.add(p);
      const parent = parentPath(p);
      if (parent === p) break;
      p = parent;
    }
  }
  return [...all];
}

export class EntryTree {
  private byPath = new Map<string, TreeEntry>();
  private roots: string[] = [];
  /** Entries this tree created that have no revision yet (addRevisions takes them out as it adds one). */
  readonly unrevised = new Set<number>();

  /**
   * tx is the commit's (or the staging's) transaction, with its database's dialect. A pending tree
   * writes new entries pending (pending-rows.ts) and changes no existing one.
   */
  private constructor(
    private tx: Db,
    private planId: number,
    private pending = false,
  ) {}

  private select() {
    return this.tx.kysely
      .selectFrom('backup_entries')
      .select(['id', 'path', 'type', 'deleted', 'hidden_at', 'is_root'])
      .where('plan_id', '=', this.planId);
  }

  private add(rows: (TreeEntry & { is_root: number })[]): void {
    for (const row of rows) {
      if (this.byPath.has(row.path)) continue;
      this.byPath.set(row.path, row);
      if (row.is_root) this.roots.push(row.path);
    }
  }

  /** The whole tree of the plan, for a commit. */
  static async load(tx: Db, planId: number): Promise<EntryTree> {
    const tree = new EntryTree(tx, planId);
    tree.add(await tree.select().execute());
    return tree;
  }

  /** A pending tree holding the plan's roots and the given paths with the folders above them. */
  static loadPending(tx: Db, planId: number, paths: readonly string[]): Promise<EntryTree> {
    return EntryTree.loadPaths(tx, planId, paths, true);
  }

  /** The plan's roots and the given paths with the folders above them, for a commit or (pending) staging. */
  static async loadPaths(
    tx: Db,
    planId: number,
    paths: readonly string[],
    pending = false,
  ): Promise<EntryTree> {
    const tree = new EntryTree(tx, planId, pending);
    tree.add(await tree.select().where('is_root', '=', 1).execute());
    const wanted = withAncestors(paths);
    for (let i = 0; i < wanted.length; i += ID_PAGE) {
      tree.add(
        await tree
          .select()
          .where('path', 'in', wanted.slice(i, i + ID_PAGE))
          .execute(),
      );
    }
    return tree;
  }

  get(p: string): TreeEntry | undefined {
    return this.byPath.get(p);
  }

  async ensureRoot(root: BackupRoot): Promise<TreeEntry> {
    const fields: Omit<RootFields, 'name'> = {
      is_root: 1,
      root_type: root.rootType,
      cfid: root.cfid,
      volume_info: root.volume ? JSON.stringify(root.volume) : null,
    };
    const existing = this.byPath.get(root.path);
    if (existing && this.pending) return existing;
    if (existing) {
      await this.tx.kysely
        .updateTable('backup_entries')
        .set({ ...fields, deleted: 0 })
        .where('id', '=', existing.id)
        .execute();
      if (!this.roots.includes(root.path)) this.roots.push(root.path);
      return existing;
    }
    const type = root.rootType === 'VOLUME' ? 'VOLUME' : 'FOLDER';
    await this.insertLevel([this.newRow(root.path, null, type, { ...fields, name: root.name })]);
    this.roots.push(root.path);
    return this.byPath.get(root.path)!;
  }

  /**
   * The entries for paths under the plan's roots, in the order given, with missing parent folders
   * created. An existing entry that was deleted or hidden is shown again, and so is the nearest
   * existing folder above a new one, as a file backed up after its data was deleted comes back.
   */
  async ensureMany(items: readonly Item[]): Promise<TreeEntry[]> {
    const { planned, revived, outside } = this.plan(items);
    if (outside !== undefined) {
      throw badRequest(`The path ${outside} is outside the plan's folders`, {
        entries: `Outside the plan: ${outside}`,
      });
    }
    await this.revive([...revived]);
    return this.create(items, planned);
  }

  /**
   * The same for a pending tree, or null when the items need what only a commit may do: show a deleted
   * or hidden entry again, or judge a path outside the roots it knows.
   */
  async ensurePending(items: readonly Item[]): Promise<TreeEntry[] | null> {
    const { planned, revived, outside } = this.plan(items);
    if (outside !== undefined || revived.size > 0) return null;
    return this.create(items, planned);
  }

  private plan(items: readonly Item[]) {
    const planned = new Map<string, TreeEntry['type']>();
    const revived = new Set<TreeEntry>();
    for (const item of items) {
      if (!this.byPath.has(item.path) && !planned.has(item.path) && !this.underRoot(item.path)) {
        return { planned, revived, outside: item.path };
      }
      let p = item.path;
      let type = item.type;
      while (!this.byPath.has(p) && !planned.has(p)) {
        planned.set(p, type);
        p = parentPath(p);
        type = 'FOLDER';
      }
      const existing = this.byPath.get(p);
      if (existing && (existing.deleted || isHidden(existing))) revived.add(existing);
    }
    return { planned, revived, outside: undefined };
  }

  private async create(items: readonly Item[], planned: Map<string, TreeEntry['type']>) {
    // Parents before children: each level's parent ids are known once the level above is in.
    const levels = new Map<number, string[]>();
    for (const p of planned.keys()) {
      const depth = depthOf(p);
      const level = levels.get(depth);
      if (level) level.push(p);
      else levels.set(depth, [p]);
    }
    for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
      const rows = levels
        .get(depth)!
        .map((p) => this.newRow(p, this.byPath.get(parentPath(p))!.id, planned.get(p)!));
      await this.insertLevel(rows);
    }
    return items.map((item) => this.byPath.get(item.path)!);
  }

  private underRoot(p: string): boolean {
    return this.roots.some((r) => p === r || p.startsWith(r.endsWith('/') ? r : `${r}/`));
  }

  /** Undeletes entries, and shows hidden ones again together with the hidden folders above them. */
  private async revive(entries: TreeEntry[]): Promise<void> {
    const undelete = entries.filter((e) => e.deleted);
    const show = new Set<number>();
    for (const entry of entries) {
      for (
        let e = entry as TreeEntry | undefined;
        e && isHidden(e);
        e = this.byPath.get(parentPath(e.path))
      ) {
        show.add(e.id);
        e.hidden_at = null;
        if (parentPath(e.path) === e.path) break;
      }
    }
    for (const e of undelete) e.deleted = 0;
    const undeleteIds = undelete.map((e) => e.id);
    const showIds = [...show];
    for (let i = 0; i < undeleteIds.length; i += ID_PAGE) {
      const ids = undeleteIds.slice(i, i + ID_PAGE);
      await this.tx.kysely.updateTable('backup_entries').set({ deleted: 0 }).where('id', 'in', ids).execute();
    }
    for (let i = 0; i < showIds.length; i += ID_PAGE) {
      const ids = showIds.slice(i, i + ID_PAGE);
      await this.tx.kysely
        .updateTable('backup_entries')
        .set({ hidden_at: null })
        .where('id', 'in', ids)
        .execute();
    }
  }

  private newRow(
    p: string,
    parentId: number | null,
    type: TreeEntry['type'],
    root: Partial<RootFields> = {},
  ): NewEntry {
    const name = root.name ?? baseName(p);
    const nameLower = name.toLowerCase();
    const isRoot = root.is_root ?? 0;
    return {
      plan_id: this.planId,
      parent_id: parentId,
      is_root: isRoot,
      root_type: root.root_type ?? null,
      cfid: root.cfid ?? null,
      path: p,
      name,
      name_lower: nameLower,
      extension: isRoot ? null : searchExtension(nameLower),
      type,
      volume_info: root.volume_info ?? null,
      size: 0,
      backup_size: 0,
      latest_revision_id: null,
      latest_revision_at: null,
      on_cloud: 0,
      on_local: 0,
      deleted: 0,
      hidden_at: this.pending ? PENDING : null,
    };
  }

  private async insertLevel(rows: NewEntry[]): Promise<void> {
    const inserted = await insertRows(this.tx, 'backup_entries', rows, { returning: ['id', 'path', 'type'] });
    for (const row of inserted) {
      this.unrevised.add(row.id);
      this.byPath.set(row.path, {
        id: row.id,
        path: row.path,
        type: row.type as TreeEntry['type'],
        deleted: 0,
        hidden_at: this.pending ? PENDING : null,
      });
    }
  }
}
