// Alerts raised by policy conditions: one row per raising, kept after it resets for the history.
// A partial unique index allows one open (RAISED) alert per device and condition, so raising twice,
// from two reports or two server instances, cannot open a second one.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('alerts'), dialect)
      .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('condition_key', 'text', (c) => c.notNull())
      .addColumn('condition_type', 'text', (c) => c.notNull())
      .addColumn('condition_name', 'text', (c) => c.notNull())
      // Not a foreign key: the alert outlives a policy that is deleted.
      .addColumn('policy_id', 'integer')
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('raised_at', 'text', (c) => c.notNull())
      .addColumn('reset_at', 'text')
      .addColumn('acknowledged_at', 'text')
      .addColumn('acknowledged_by_id', 'integer')
      .addColumn('acknowledged_by_name', 'text'),
  ).execute();
  await db.schema
    .createIndex('alerts_one_open')
    .on('alerts')
    .columns(['device_id', 'condition_key'])
    .unique()
    .where(sql.ref('state'), '=', 'RAISED')
    .execute();
  await db.schema
    .createIndex('alerts_org_raised')
    .on('alerts')
    .columns(['organization_id', 'raised_at'])
    .execute();
  await db.schema
    .createIndex('alerts_device_raised')
    .on('alerts')
    .columns(['device_id', 'raised_at'])
    .execute();
}
