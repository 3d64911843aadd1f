// Help and support: the help-article index (FTS5 on SQLite, a weighted tsvector on PostgreSQL), help
// settings, uploaded attachments, mail settings and the outbox, support tickets and demo requests.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('routes', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_articles_pk', ['id', 'locale'])
    .execute();
  if (dialect === 'postgres') {
    await sql`ALTER TABLE help_articles ADD COLUMN search tsvector`.execute(db);
    await sql`CREATE INDEX help_articles_search ON help_articles USING gin (search)`.execute(db);
  } else {
    // Name and keywords are separate columns so that bm25() can weigh them above the body.
    await sql`CREATE VIRTUAL TABLE help_articles_fts USING fts5(
      name, keywords, body, article_id UNINDEXED, locale UNINDEXED,
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  }

  await db.schema
    .createTable('help_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('articles_enabled', 'integer', (c) => c.notNull())
    .addColumn('submit_ticket_enabled', 'integer', (c) => c.notNull())
    .addColumn('academy_link_enabled', 'integer', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('attachments'), dialect)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('linked_kind', 'text')
    .addColumn('linked_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachments_status')
    .on('attachments')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('smtp_host', 'text', (c) => c.notNull())
    .addColumn('smtp_port', 'integer', (c) => c.notNull())
    .addColumn('smtp_secure', 'integer', (c) => c.notNull())
    .addColumn('smtp_user', 'text', (c) => c.notNull())
    .addColumn('smtp_password', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('support_address', 'text', (c) => c.notNull())
    .addColumn('sales_address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_addresses', 'text', (c) => c.notNull())
    .addColumn('cc_addresses', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('support_tickets'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('callback', 'integer', (c) => c.notNull())
    .addColumn('cc', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('result_code', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('demo_requests'), dialect)
    .addColumn('promotion_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
