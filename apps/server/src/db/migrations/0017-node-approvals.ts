// Node approvals: each organisation's approval mode (AUTOMATIC unless a row says otherwise) and one
// approval entry per device enrolled under MANUAL mode. A rejected entry outlives its device, so
// the same host name cannot enrol again in that organisation until the entry is cleared.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('organization_approval_settings')
    .addColumn('organization_id', 'integer', (c) =>
      c.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('AUTOMATIC'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withTimestamps(
    withId(db.schema.createTable('node_approvals'), dialect)
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      // Kept (not a foreign key that cascades) when a rejected device is removed.
      .addColumn('device_id', 'integer')
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('node_approval_type', 'text', (c) => c.notNull())
      .addColumn('approval_status', 'text', (c) => c.notNull())
      .addColumn('installation_status', 'text', (c) => c.notNull())
      .addColumn('approval_status_by_app_user_name', 'text')
      .addColumn('approval_status_by_app_user_id', 'integer'),
  ).execute();
  await db.schema
    .createIndex('node_approvals_status')
    .on('node_approvals')
    .columns(['approval_status', 'organization_id', 'display_name'])
    .execute();
  await db.schema.createIndex('node_approvals_device').on('node_approvals').column('device_id').execute();
}
