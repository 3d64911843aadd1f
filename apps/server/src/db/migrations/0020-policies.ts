// Policies (spec 001 sections 3-5): device roles (the built-in one per class and those technicians
// add), policies with their sparse overrides as JSON, each organisation's node-role policy map, the
// installation's default policy per role, and each device's role (null: its class's built-in role).
import { builtInRoles } from '@warden/domain';
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId, withTimestamps } from './column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('device_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('node_class', 'text', (c) => c.notNull())
    .addColumn('built_in', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('device_roles')
    .values(
      builtInRoles.map((r) => ({
        id: r.id,
        name: r.name,
        node_class: r.nodeClass,
        built_in: 1,
        created_at: now,
      })),
    )
    .execute();
  await withTimestamps(
    withId(db.schema.createTable('policies'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('node_role_id', 'text', (c) => c.notNull().references('device_roles.id'))
      // Not cascading: a policy with children cannot be deleted (409).
      .addColumn('parent_id', 'integer', (c) => c.references('policies.id'))
      .addColumn('overrides', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('policies_parent').on('policies').column('parent_id').execute();
  await db.schema
    .createTable('organization_policy_map')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('node_role_id', 'text', (c) => c.notNull().references('device_roles.id'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id'))
    .addPrimaryKeyConstraint('organization_policy_map_pk', ['organization_id', 'node_role_id'])
    .execute();
  await db.schema
    .createIndex('organization_policy_map_policy')
    .on('organization_policy_map')
    .column('policy_id')
    .execute();
  await db.schema
    .createTable('installation_policy_defaults')
    .addColumn('node_role_id', 'text', (c) => c.primaryKey().references('device_roles.id'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id'))
    .execute();
  await db.schema.alterTable('devices').addColumn('node_role_id', 'text').execute();
}
