// The backed-up tree of one plan during a commit: finds or creates entries by path, creating missing
// parent folders down from the plan's roots, many rows to a statement.
import path from 'node:path';
import type { BackupRoot } from '@warden/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/api-error.ts';
import { searchExtension } from '../browse/search-pattern.ts';

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
type RootFields = Pick<NewEntry, 'is_root' | 'root_type' | 'cfid' | 'volume_info' | 'name'>;

const depthOf = (p: string) => p.split('/').length;

export class EntryTree {
  private byPath = new Map<string, TreeEntry>();
  private roots: string[] = [];
  /** Entries this tree created that have no revision yet (addRevisions takes them out as it adds one). */
  readonly unrevised = new Set<number>();

  /** tx is the commit's transaction, with its database's dialect. */
  private constructor(
    private tx: Db,
    private planId: number,
  ) {}

  static async load(tx: Db, planId: number): Promise<EntryTree> {
    const tree = new EntryTree(tx, planId);
    const rows = await tx.kysely
      .selectFrom('backup_entries')
      .select(['id', 'path', 'type', 'deleted', 'hidden_at', 'is_root'])
      .where('plan_id', '=', planId)
      .execute();
    for (const row of rows) {
      tree.byPath.set(row.path, row);
      if (row.is_root) tree.roots.push(row.path);
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
  async ensureMany(items: readonly { path: string; type: TreeEntry['type'] }[]): Promise<TreeEntry[]> {
    const planned = new Map<string, TreeEntry['type']>();
    const revived = new Set<TreeEntry>();
    for (const item of items) {
      if (!this.byPath.has(item.path) && !planned.has(item.path) && !this.underRoot(item.path)) {
        const p = item.path;
        throw badRequest(`The path ${p} is outside the plan's folders`, {
          entries: `Outside the plan: ${p}`,
        });
      }
      let p = item.path;
      let type = item.type;
      while (!this.byPath.has(p) && !planned.has(p)) {
        planned.set(p, type);
        p = parentPath(p);
        type = 'FOLDER';
      }
      const existing = this.byPath.get(p);
      if (existing && (existing.deleted || existing.hidden_at)) revived.add(existing);
    }
    await this.revive([...revived]);
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
      for (let e: TreeEntry | undefined = entry; e?.hidden_at; e = this.byPath.get(parentPath(e.path))) {
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
      hidden_at: null,
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
        hidden_at: null,
      });
    }
  }
}
