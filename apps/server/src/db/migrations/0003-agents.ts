// The agent link: organisation enrolment tokens, organisation data keys, and agent facts on devices.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organization_enrollment')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('organization_keys')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id'))
    .addColumn('wrapped_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('devices')
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('devices')
    .addColumn('agent_version', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
