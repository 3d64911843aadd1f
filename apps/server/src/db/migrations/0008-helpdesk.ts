// The help desk: statuses, ticket forms and attributes, tags, end users and contacts, tickets with their
// history, comments and time entries, the ticketing settings, automation rules with their firings and
// per-ticket state, and the inbound mail log. See docs/helpdesk.md.
import { defaultTicketStatuses } from '@warden/domain';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Ids are fixed for the defaults (1 to 6), so the table takes explicit ids and later ones count on.
  await withTimestamps(
    withId(db.schema.createTable('ticket_statuses'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('ticket_statuses.id'))
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('solved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('system', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  const now = new Date().toISOString();
  await db
    .insertInto('ticket_statuses')
    .values(
      defaultTicketStatuses.map((s, i) => ({
        id: s.id,
        name: s.name,
        color: s.color,
        position: i + 1,
        solved: s.solved ? 1 : 0,
        system: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // The defaults took their ids by hand; the sequence must count on from them.
  // Added statuses take ids from 101 on both databases, leaving room for more defaults.
  if (dialect === 'postgres') {
    await sql`SELECT setval(pg_get_serial_sequence('ticket_statuses', 'id'), 100)`.execute(db);
  } else {
    await sql`UPDATE sqlite_sequence SET seq = 100 WHERE name = 'ticket_statuses'`.execute(db);
  }

  await withTimestamps(
    withId(db.schema.createTable('ticket_attributes'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attribute_type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('ticket_forms'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db
    .insertInto('ticket_forms')
    .values({ name: 'Default', description: '', active: 1, is_default: 1, created_at: now, updated_at: now })
    .execute();

  await db.schema
    .createTable('ticket_form_attributes')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('ticket_forms.id'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('ticket_attributes.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ticket_form_attributes_pk', ['form_id', 'attribute_id'])
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('end_users'), dialect)
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('email_lower', 'text')
      .addColumn('phone', 'text')
      .addColumn('job_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('end_users_email').on('end_users').column('email_lower').execute();
  await db.schema
    .createIndex('end_users_org_name')
    .on('end_users')
    .columns(['organization_id', 'kind', 'name'])
    .execute();

  await withId(db.schema.createTable('tickets'), dialect)
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_id', 'integer', (c) => c.notNull().references('ticket_statuses.id'))
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_ticket_id', 'integer', (c) => c.references('tickets.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('device_id', 'integer', (c) => c.references('devices.id'))
    .addColumn('requester_uid', 'text')
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('ticket_form_id', 'integer', (c) => c.references('ticket_forms.id'))
    // {uids: string[], emails: string[]}
    .addColumn('cc_list', 'text', (c) => c.notNull().defaultTo('{"uids":[],"emails":[]}'))
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addColumn('last_updated_by', 'text')
    .addColumn('last_updated_time_by_assignee', 'text')
    .addColumn('last_updated_time_by_requester', 'text')
    .addColumn('solved_time', 'text')
    // The times the time rules measure from; kept as columns so the sweep filters in SQL.
    .addColumn('assigned_time', 'text')
    .addColumn('status_changed_time', 'text', (c) => c.notNull())
    .addColumn('customer_responded_time', 'text')
    .addColumn('technician_responded_time', 'text')
    .addColumn('total_time_tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_token', 'text', (c) => c.notNull().unique())
    .addColumn('allow_response', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const cols of [
    ['organization_id', 'id'],
    ['device_id', 'id'],
    ['status_id', 'id'],
    ['assigned_user_id', 'id'],
    ['parent_ticket_id'],
    ['last_updated'],
    ['create_time'],
  ]) {
    await db.schema
      .createIndex(`tickets_${cols[0]}`)
      .on('tickets')
      .columns(cols as string[])
      .execute();
  }

  await db.schema
    .createTable('ticket_tags')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id'))
    .addPrimaryKeyConstraint('ticket_tags_pk', ['ticket_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('ticket_tags_tag').on('ticket_tags').columns(['tag_id', 'ticket_id']).execute();

  // One row per attribute a ticket has a value for: text in value_text (JSON for multi-select), numbers
  // and dates (seconds) in value_number, so conditions compare in SQL.
  await db.schema
    .createTable('ticket_attribute_values')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('ticket_attributes.id'))
    .addColumn('value_text', 'text')
    .addColumn('value_number', 'double precision')
    .addPrimaryKeyConstraint('ticket_attribute_values_pk', ['ticket_id', 'attribute_id'])
    .execute();

  await withId(db.schema.createTable('ticket_history'), dialect)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_uid', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_history_ticket')
    .on('ticket_history')
    .columns(['ticket_id', 'id'])
    .execute();

  await withId(db.schema.createTable('ticket_comments'), dialect)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_uid', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('technicians_tagged', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rule_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_comments_ticket')
    .on('ticket_comments')
    .columns(['ticket_id', 'id'])
    .execute();

  await withId(db.schema.createTable('ticket_time_entries'), dialect)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('remote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rule_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_time_entries_ticket')
    .on('ticket_time_entries')
    .column('ticket_id')
    .execute();

  await db.schema
    .createTable('ticketing_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('automation_rules'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('automation_type', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull())
      // The rule as the domain schema validates it: conditions, actions and the type's own settings.
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('automation_rules_type')
    .on('automation_rules')
    .columns(['automation_type', 'enabled', 'position'])
    .execute();

  await withId(db.schema.createTable('rule_firings'), dialect)
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('automation_rules.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('fired_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rule_firings_rule').on('rule_firings').columns(['rule_id', 'id']).execute();
  await db.schema
    .createIndex('rule_firings_ticket')
    .on('rule_firings')
    .columns(['ticket_id', 'id'])
    .execute();

  // A time rule fires once per ticket until its reset condition re-arms it.
  await db.schema
    .createTable('rule_ticket_state')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('automation_rules.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id'))
    .addColumn('fired_at', 'text', (c) => c.notNull())
    .addColumn('armed_at', 'text')
    .addPrimaryKeyConstraint('rule_ticket_state_pk', ['rule_id', 'ticket_id'])
    .execute();

  await withId(db.schema.createTable('inbound_messages'), dialect)
    .addColumn('message_id', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id'))
    .addColumn('comment_id', 'integer', (c) => c.references('ticket_comments.id'))
    .addColumn('error', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbound_messages_message_id')
    .on('inbound_messages')
    .column('message_id')
    .execute();
}
