// Indexes that answer the backup browser's pages from the index alone: a folder's visible children
// in display order (folders first, then by name), and a plan's visible entries by name extension,
// for the common search '*.csv'. See docs/performance.md.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // 'FOLDER' sorts after 'FILE', so type DESC puts folders first. hidden_at comes before the order
  // columns: every listing asks for hidden_at IS NULL, which the index treats as an equality.
  await db.schema.dropIndex('backup_entries_children').execute();
  await sql`CREATE INDEX backup_entries_children
    ON backup_entries (parent_id, hidden_at, type DESC, name_lower, id)`.execute(db);

  // What follows the name's last dot (searchExtension in backup/browse/search-pattern.ts); roots are
  // never search results, so they have none.
  await db.schema.alterTable('backup_entries').addColumn('extension', 'text').execute();
  const afterLastDot =
    dialect === 'postgres'
      ? sql`substring(name_lower from '\\.([^.]*)$')`
      : sql`CASE WHEN instr(name_lower, '.') > 0
          THEN substr(name_lower, length(rtrim(name_lower, replace(name_lower, '.', ''))) + 1) END`;
  await sql`UPDATE backup_entries SET extension = ${afterLastDot} WHERE is_root = 0`.execute(db);
  await sql`CREATE INDEX backup_entries_extension
    ON backup_entries (plan_id, extension, hidden_at, type DESC, name_lower, id)`.execute(db);
}
