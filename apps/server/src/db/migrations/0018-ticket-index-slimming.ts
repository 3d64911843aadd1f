// The "Last updated" and "Last updated by" sorts move to a narrow table of their own, so no index on
// tickets holds a column every change writes: PostgreSQL can then update a ticket's times in place
// (a HOT update, no new entry in any of the table's 26 indexes), given free room in the page.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // No foreign key: the triggers below keep the rows in step, and a key would be checked on every insert.
  await db.schema
    .createTable('ticket_update_keys')
    .addColumn('ticket_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addColumn('last_updated_by', 'text')
    .execute();
  await sql`INSERT INTO ticket_update_keys (ticket_id, last_updated, last_updated_by)
    SELECT id, last_updated, last_updated_by FROM tickets`.execute(db);
  // As migration 0010 made them, ending in the ticket's id (the list's tie break).
  const nullsFirst = dialect === 'postgres' ? ' NULLS FIRST' : '';
  await sql
    .raw(
      `CREATE INDEX ticket_update_keys_last_updated ON ticket_update_keys (last_updated${nullsFirst}, ticket_id)`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE INDEX ticket_update_keys_updated_by ON ticket_update_keys (lower(last_updated_by)${nullsFirst}, ticket_id)`,
    )
    .execute(db);
  await db.schema.dropIndex('tickets_sort_last_updated').execute();
  await db.schema.dropIndex('tickets_sort_updated_by').execute();

  // Triggers rather than the writers: every way a ticket is written (the service, the sweep's batches,
  // imports and loads that insert rows directly) keeps the keys, with no statement more from the server.
  const copy = (row: string) => `(${row}.id, ${row}.last_updated, ${row}.last_updated_by)`;
  const set = (row: string) =>
    `SET last_updated = ${row}.last_updated, last_updated_by = ${row}.last_updated_by WHERE ticket_id = ${row}.id`;
  const differs = dialect === 'sqlite' ? 'IS NOT' : 'IS DISTINCT FROM';
  const changed = `OLD.last_updated ${differs} NEW.last_updated OR OLD.last_updated_by ${differs} NEW.last_updated_by`;
  const insert = `INSERT INTO ticket_update_keys (ticket_id, last_updated, last_updated_by) VALUES ${copy('NEW')}`;
  const update = `UPDATE ticket_update_keys ${set('NEW')}`;
  const remove = 'DELETE FROM ticket_update_keys WHERE ticket_id = OLD.id';
  if (dialect === 'sqlite') {
    await sql
      .raw(`CREATE TRIGGER tickets_keys_insert AFTER INSERT ON tickets BEGIN ${insert}; END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER tickets_keys_update AFTER UPDATE OF last_updated, last_updated_by ON tickets
         WHEN ${changed} BEGIN ${update}; END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER tickets_keys_delete AFTER DELETE ON tickets BEGIN ${remove}; END`)
      .execute(db);
    return;
  }
  for (const [name, body] of [
    ['insert', insert],
    ['update', update],
    ['delete', remove],
  ] as const) {
    await sql
      .raw(
        `CREATE FUNCTION tickets_keys_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN ${body}; RETURN NULL; END $$`,
      )
      .execute(db);
  }
  await sql
    .raw(
      'CREATE TRIGGER tickets_keys_insert AFTER INSERT ON tickets FOR EACH ROW EXECUTE FUNCTION tickets_keys_insert()',
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER tickets_keys_update AFTER UPDATE OF last_updated, last_updated_by ON tickets
       FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION tickets_keys_update()`,
    )
    .execute(db);
  await sql
    .raw(
      'CREATE TRIGGER tickets_keys_delete AFTER DELETE ON tickets FOR EACH ROW EXECUTE FUNCTION tickets_keys_delete()',
    )
    .execute(db);
  // Room in each page for a ticket's next version, which a HOT update must write beside the old one.
  // Pages written before this fill up as they are rewritten (VACUUM FULL rewrites them all at once).
  await sql`ALTER TABLE tickets SET (fillfactor = 85)`.execute(db);
}
