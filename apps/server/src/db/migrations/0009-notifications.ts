// Notification channels (with their secret sealed under the master key), the deliveries sent through
// them or by e-mail rules, retried with backoff, and the HTML part of outbox messages.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('notification_channels'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('secret', 'text')
      .addColumn('deleted_at', 'text'),
  ).execute();

  // channel_id, firing_id and ticket_id carry no foreign key: a delivery outlives a deleted channel
  // and is recorded in the same transaction as the ticket change that caused it.
  await withTimestamps(
    withId(db.schema.createTable('deliveries'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'integer')
      .addColumn('firing_id', 'integer')
      .addColumn('ticket_id', 'integer')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_error', 'text'),
  )
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('deliveries_due')
    .on('deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('deliveries_rate')
    .on('deliveries')
    .columns(['kind', 'recipient', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('deliveries_channel_rate')
    .on('deliveries')
    .columns(['channel_id', 'sent_at'])
    .execute();
  await db.schema.createIndex('deliveries_firing').on('deliveries').column('firing_id').execute();

  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
}
