// Scheduled tasks fire in each target device's time zone: the IANA zone its agent reports, and per
// task the instant after which its occurrences are still to fire, in whatever zones its devices are.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Null until the agent reports one; the installation's zone stands in meanwhile.
  await db.schema.alterTable('devices').addColumn('time_zone', 'text').execute();
  // Every row gets its real value below; the default only satisfies SQLite's rule for a new NOT NULL column.
  await db.schema
    .alterTable('scheduled_tasks')
    .addColumn('occurrences_after', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
  // A task's pending occurrence is the first after its last firing, or after it was saved.
  await db
    .updateTable('scheduled_tasks')
    .set((eb) => ({ occurrences_after: eb.fn.coalesce('last_occurrence_at', 'updated_at') }))
    .execute();
}
