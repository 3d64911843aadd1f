// Foundation tables: division, technicians and roles, sessions, organisations, locations, devices.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('division')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('branding', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('organizations'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('organizations_name')
    .on('organizations')
    .expression(sql`lower(name)`)
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('locations'), dialect)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('locations_org').on('locations').column('organization_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('technician_roles'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('system', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('permissions', 'text', (c) => c.notNull())
      .addColumn('all_organizations', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await db.schema
    .createTable('role_organizations')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('technician_roles.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addPrimaryKeyConstraint('role_organizations_pk', ['role_id', 'organization_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('users'), dialect)
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.references('technician_roles.id'))
      .addColumn('password_hash', 'text')
      .addColumn('hide_help_tooltip', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_login_at', 'text'),
  ).execute();
  await db.schema.createIndex('users_email').on('users').column('email').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('step_up_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('devices'), dialect)
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('friendly_name', 'text')
      .addColumn('system_name', 'text', (c) => c.notNull())
      .addColumn('node_class', 'text', (c) => c.notNull())
      .addColumn('node_role', 'text', (c) => c.notNull())
      .addColumn('os_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('backup_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_contact', 'text')
      .addColumn('credential_hash', 'text'),
  ).execute();
  await db.schema.createIndex('devices_org').on('devices').column('organization_id').execute();
  await db.schema.createIndex('devices_name').on('devices').expression(sql`lower(display_name)`).execute();
}
