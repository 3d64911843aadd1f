// The script library: scripts with their typed variables, and the categories that group them.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // name_key is the lower-cased name: names are unique without case on both engines.
  await withTimestamps(
    withId(db.schema.createTable('scripts'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('operating_systems', 'text', (c) => c.notNull())
      .addColumn('architectures', 'text', (c) => c.notNull())
      .addColumn('run_as', 'text', (c) => c.notNull())
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('script_categories'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique()),
  ).execute();

  await db.schema
    .createTable('script_category_links')
    .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('script_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('script_category_links_pk', ['script_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('script_category_links_category')
    .on('script_category_links')
    .columns(['category_id', 'script_id'])
    .execute();
}
