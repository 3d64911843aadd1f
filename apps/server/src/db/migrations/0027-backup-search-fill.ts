// The SQLite name index of backup entries filled after a backup's commit instead of inside it: the
// commit's insert trigger goes, and the index keeps the id up to which entries are in it. Entries past
// it are found by searching them directly (browse-service.ts), and their deletes and renames leave
// the index alone, since FTS5 must never be told to delete a row it does not hold. PostgreSQL's
// trigram index is a GIN index, which already defers its work (fastupdate).
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`CREATE TABLE backup_entries_fts_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    indexed_through INTEGER NOT NULL)`.execute(db);
  await sql`INSERT INTO backup_entries_fts_state (id, indexed_through)
    SELECT 1, coalesce(max(id), 0) FROM backup_entries`.execute(db);
  const indexed = sql`old.id <= (SELECT indexed_through FROM backup_entries_fts_state)`;
  await sql`DROP TRIGGER backup_entries_fts_ai`.execute(db);
  await sql`DROP TRIGGER backup_entries_fts_ad`.execute(db);
  await sql`DROP TRIGGER backup_entries_fts_au`.execute(db);
  await sql`CREATE TRIGGER backup_entries_fts_ad AFTER DELETE ON backup_entries WHEN ${indexed} BEGIN
    INSERT INTO backup_entries_fts(backup_entries_fts, rowid, name_lower) VALUES ('delete', old.id, old.name_lower); END`.execute(
    db,
  );
  await sql`CREATE TRIGGER backup_entries_fts_au AFTER UPDATE OF name_lower ON backup_entries WHEN ${indexed} BEGIN
    INSERT INTO backup_entries_fts(backup_entries_fts, rowid, name_lower) VALUES ('delete', old.id, old.name_lower);
    INSERT INTO backup_entries_fts(rowid, name_lower) VALUES (new.id, new.name_lower); END`.execute(db);
}
