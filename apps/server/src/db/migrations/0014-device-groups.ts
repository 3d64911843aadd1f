// Device groups: a saved device search. Members are not stored; the device query finds them when
// the group is read (docs/device-groups.md).
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('device_groups'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      // Null: every organisation, for all-organisation roles only.
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
      // JSON of the domain's deviceGroupCriteriaSchema.
      .addColumn('criteria', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer'),
  ).execute();
  await db.schema
    .createIndex('device_groups_organization')
    .on('device_groups')
    .columns(['organization_id', 'name'])
    .execute();
}
