// Activities: one row per thing that happened, with the names of its device, organisation and
// technician as they were, so the record outlives a renamed or removed device or technician.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // No foreign keys: an activity stays when its device, organisation or technician is removed.
  await withId(db.schema.createTable('activities'), dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('device_id', 'integer')
    .addColumn('device_name', 'text')
    .addColumn('organization_id', 'integer')
    .addColumn('organization_name', 'text')
    .addColumn('technician_id', 'integer')
    .addColumn('technician_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Every list is newest first within a scope: all, an organisation, a device, or one type.
  await db.schema.createIndex('activities_created').on('activities').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('activities_organization')
    .on('activities')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activities_device')
    .on('activities')
    .columns(['device_id', 'created_at'])
    .execute();
  await db.schema.createIndex('activities_type').on('activities').columns(['type', 'created_at']).execute();
}
