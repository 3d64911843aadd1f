// Scheduled scripts from policies and device inventories. Each (device, policy item) keeps where its
// schedule stands: the occurrence it waits for and the schedule and zone that occurrence was read
// from, so a changed schedule starts afresh and moving the row on is how one instance claims a
// firing. Each device keeps the latest inventory its agent reported.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('policy_script_schedules')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('item_key', 'text', (c) => c.notNull())
    /** JSON of the schedule and zone the occurrence was read from. */
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addColumn('occurrences_after', 'text', (c) => c.notNull())
    .addColumn('next_occurrence_at', 'text', (c) => c.notNull())
    .addColumn('last_occurrence_at', 'text')
    .addPrimaryKeyConstraint('policy_script_schedules_pk', ['device_id', 'item_key'])
    .execute();
  await db.schema
    .createTable('device_inventories')
    .addColumn('device_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('inventory', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .execute();
}
