// Script runs: one per device, with the snapshot that was signed and sent, its status and the
// output kept (capped per run, see docs/scripts.md).
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // script_id and created_by carry no foreign key: a run outlives its script and its technician.
  await withTimestamps(
    withId(db.schema.createTable('script_runs'), dialect)
      .addColumn('script_id', 'integer', (c) => c.notNull())
      .addColumn('script_name', 'text', (c) => c.notNull())
      .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('run_as', 'text', (c) => c.notNull())
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('disconnected_at', 'text')
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('exit_code', 'integer')
      .addColumn('failure_reason', 'text')
      .addColumn('output_bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dropped_bytes', big, (c) => c.notNull().defaultTo(0))
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('script_runs_device')
    .on('script_runs')
    .columns(['device_id', 'status'])
    .execute();
  await db.schema
    .createIndex('script_runs_organization')
    .on('script_runs')
    .columns(['organization_id', 'id'])
    .execute();
  await db.schema
    .createIndex('script_runs_status')
    .on('script_runs')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('script_run_output')
    .addColumn('run_id', 'integer', (c) => c.notNull().references('script_runs.id').onDelete('cascade'))
    .addColumn('start_byte', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('script_run_output_pk', ['run_id', 'start_byte'])
    .execute();
}
