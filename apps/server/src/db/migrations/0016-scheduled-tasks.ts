// Scheduled tasks: the task (its scripts and schedule as JSON), its targets, and the occurrences
// fired per device, whose unique key lets one instance only start a target's run for an occurrence.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('scheduled_tasks'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('runs_on_node', 'integer', (c) => c.notNull())
      // JSON: [{scriptId, variables}] in run order.
      .addColumn('action_list', 'text', (c) => c.notNull())
      // JSON of the domain's scheduledTaskScheduleSchema.
      .addColumn('schedule', 'text', (c) => c.notNull())
      // Null when the task is off; the sweep fires tasks whose time has come.
      .addColumn('next_occurrence_at', 'text')
      .addColumn('last_occurrence_at', 'text')
      .addColumn('created_by', 'integer'),
  ).execute();
  await db.schema
    .createIndex('scheduled_tasks_due')
    .on('scheduled_tasks')
    .columns(['enabled', 'next_occurrence_at'])
    .execute();
  await db.schema
    .createTable('scheduled_task_targets')
    .addColumn('scheduled_task_id', 'integer', (c) =>
      c.notNull().references('scheduled_tasks.id').onDelete('cascade'),
    )
    .addColumn('target_type', 'text', (c) => c.notNull())
    // No foreign key: it names a group, a device or an organisation by target_type.
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_task_targets_pk', ['scheduled_task_id', 'target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('scheduled_task_targets_target')
    .on('scheduled_task_targets')
    .columns(['target_type', 'target_id'])
    .execute();
  await db.schema
    .createTable('scheduled_task_firings')
    .addColumn('scheduled_task_id', 'integer', (c) =>
      c.notNull().references('scheduled_tasks.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('occurrence_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_task_firings_pk', ['scheduled_task_id', 'device_id', 'occurrence_at'])
    .execute();
}
