// Role types (technician or end-user roles, existing roles are technician roles) and the table of
// scheduled background tasks that the background runner claims, runs and reports on.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('technician_roles')
    .addColumn('role_type', 'text', (c) => c.notNull().defaultTo('technician'))
    .execute();

  // Timestamps are ISO-8601 UTC text, so "due" is a plain text comparison on both engines.
  await db.schema
    .createTable('background_tasks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('interval_ms', 'integer', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_result', 'text')
    .addColumn('last_error', 'text')
    .addColumn('run_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .execute();
  await db.schema.createIndex('background_tasks_due').on('background_tasks').column('next_run_at').execute();
}
