// Backup data: plans, jobs, the backed-up tree with its revisions and chunks, image mounts, restore
// jobs, client backup settings and deletion requests. See docs/backup.md.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';

  await withTimestamps(
    withId(db.schema.createTable('backup_plans'), dialect)
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('common_folders', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('paths', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('exclusions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('retention', 'text', (c) => c.notNull())
      .addColumn('local_path', 'text')
      .addColumn('backup_permissions', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_success', 'text'),
  ).execute();
  await db.schema.createIndex('backup_plans_device').on('backup_plans').column('device_id').execute();

  await withId(db.schema.createTable('backup_jobs'), dialect)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('backup_plans.id'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('files_scanned', big, (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_scanned', big, (c) => c.notNull().defaultTo(0))
    .addColumn('files_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_uploaded', big, (c) => c.notNull().defaultTo(0))
    .addColumn('on_local', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_cloud', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_jobs_plan').on('backup_jobs').columns(['plan_id', 'id']).execute();

  // The backed-up tree. Roots (is_root = 1) are the plan's folders (or volumes for image plans).
  await withId(db.schema.createTable('backup_entries'), dialect)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('backup_plans.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('backup_entries.id'))
    .addColumn('is_root', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('root_type', 'text')
    .addColumn('cfid', 'text')
    // Subtrees are found by the range [prefix/, prefix0); that holds only under byte order, which
    // PostgreSQL's default collation does not give.
    .addColumn('path', 'text', (c) =>
      dialect === 'postgres' ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('volume_info', 'text')
    .addColumn('size', big, (c) => c.notNull().defaultTo(0))
    .addColumn('backup_size', big, (c) => c.notNull().defaultTo(0))
    .addColumn('latest_revision_id', 'integer')
    .addColumn('latest_revision_at', 'text')
    .addColumn('on_cloud', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_local', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', 'text')
    .execute();
  await db.schema
    .createIndex('backup_entries_path')
    .on('backup_entries')
    .columns(['plan_id', 'path'])
    .unique()
    .execute();
  await db.schema
    .createIndex('backup_entries_children')
    .on('backup_entries')
    .columns(['parent_id', 'type', 'name_lower', 'id'])
    .execute();
  await db.schema
    .createIndex('backup_entries_roots')
    .on('backup_entries')
    .columns(['plan_id', 'is_root'])
    .execute();
  if (dialect === 'sqlite') {
    // Trigram full-text index: answers LIKE and GLOB on names with wildcards anywhere.
    await sql`CREATE VIRTUAL TABLE backup_entries_fts USING fts5(name_lower, content='backup_entries', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER backup_entries_fts_ai AFTER INSERT ON backup_entries BEGIN
      INSERT INTO backup_entries_fts(rowid, name_lower) VALUES (new.id, new.name_lower); END`.execute(db);
    await sql`CREATE TRIGGER backup_entries_fts_ad AFTER DELETE ON backup_entries BEGIN
      INSERT INTO backup_entries_fts(backup_entries_fts, rowid, name_lower) VALUES ('delete', old.id, old.name_lower); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER backup_entries_fts_au AFTER UPDATE OF name_lower ON backup_entries BEGIN
      INSERT INTO backup_entries_fts(backup_entries_fts, rowid, name_lower) VALUES ('delete', old.id, old.name_lower);
      INSERT INTO backup_entries_fts(rowid, name_lower) VALUES (new.id, new.name_lower); END`.execute(db);
  } else {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX backup_entries_name_trgm ON backup_entries USING gin (name_lower gin_trgm_ops)`.execute(
      db,
    );
  }

  await withId(db.schema.createTable('file_revisions'), dialect)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('backup_entries.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('backup_plans.id'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('backup_jobs.id'))
    .addColumn('size', big, (c) => c.notNull())
    .addColumn('stored_size', big, (c) => c.notNull())
    .addColumn('mtime', 'text')
    .addColumn('inode', 'text')
    .addColumn('mode', 'integer')
    .addColumn('uid', 'integer')
    .addColumn('gid', 'integer')
    .addColumn('hash', 'text')
    .addColumn('bld_type', 'text', (c) => c.notNull().defaultTo('NON_BLD'))
    .addColumn('deleted_marker', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_cloud', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_local', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_revisions_entry')
    .on('file_revisions')
    .columns(['entry_id', 'id'])
    .execute();
  await db.schema.createIndex('file_revisions_job').on('file_revisions').column('job_id').execute();

  await db.schema
    .createTable('revision_chunks')
    .addColumn('revision_id', 'integer', (c) =>
      c.notNull().references('file_revisions.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('chunk_id', 'text', (c) => c.notNull())
    .addColumn('offset', big, (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('revision_chunks_pk', ['revision_id', 'seq'])
    .execute();
  await db.schema.createIndex('revision_chunks_chunk').on('revision_chunks').column('chunk_id').execute();

  await db.schema
    .createTable('chunks')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('plain_size', 'integer', (c) => c.notNull())
    .addColumn('stored_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chunks_pk', ['organization_id', 'id'])
    .execute();

  await db.schema
    .createTable('backup_staging')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('backup_jobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('backup_staging_pk', ['job_id', 'seq'])
    .execute();

  await db.schema
    .createTable('image_mounts')
    .addColumn('revision_id', 'integer', (c) =>
      c.primaryKey().references('file_revisions.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('image_entries'), dialect)
    .addColumn('revision_id', 'integer', (c) =>
      c.notNull().references('file_revisions.id').onDelete('cascade'),
    )
    .addColumn('parent_path', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', big, (c) => c.notNull())
    .addColumn('mtime', 'text')
    .addColumn('data_offset', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('image_entries_folder')
    .on('image_entries')
    .columns(['revision_id', 'parent_path', 'type', 'name'])
    .execute();
  await db.schema
    .createIndex('image_entries_path')
    .on('image_entries')
    .columns(['revision_id', 'path'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('restore_jobs'), dialect)
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('destination_device_id', 'integer', (c) => c.notNull().references('devices.id'))
      .addColumn('source_device_id', 'integer', (c) => c.notNull().references('devices.id'))
      .addColumn('source_plan_id', 'integer', (c) => c.notNull().references('backup_plans.id'))
      .addColumn('source_path', 'text', (c) => c.notNull())
      .addColumn('destination_path', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('collision_handling', 'text', (c) => c.notNull())
      .addColumn('revision_id', 'integer')
      .addColumn('backup_job_id', 'integer')
      .addColumn('original_location', 'integer', (c) => c.notNull())
      .addColumn('restore_permissions', 'integer', (c) => c.notNull())
      .addColumn('restore_deleted', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('files_processed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_files', 'integer')
      .addColumn('processed_bytes', big, (c) => c.notNull().defaultTo(0))
      .addColumn('total_bytes', big)
      .addColumn('files_failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('error', 'text')
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  ).execute();
  await db.schema
    .createIndex('restore_jobs_destination')
    .on('restore_jobs')
    .column('destination_device_id')
    .execute();
  await db.schema.createIndex('restore_jobs_source').on('restore_jobs').column('source_device_id').execute();

  await db.schema
    .createTable('organization_backup_settings')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('node_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('deletion_requests'), dialect)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('backup_plans.id'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .addColumn('purged_at', 'text')
    .execute();
}
