// Backup plans that come from a device's policy are plan rows like any other, marked with the policy
// the device runs by and the item's key, so jobs, revisions, browse and restore need no second path.
// The inheritance state is kept beside them for the plan list. At most one live row per device and
// key, so two syncs of the same device can never both add it.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('backup_plans').addColumn('policy_id', 'integer').execute();
  await db.schema.alterTable('backup_plans').addColumn('policy_item_key', 'text').execute();
  await db.schema.alterTable('backup_plans').addColumn('policy_source_id', 'integer').execute();
  await db.schema.alterTable('backup_plans').addColumn('policy_inherited', 'integer').execute();
  await db.schema.alterTable('backup_plans').addColumn('policy_overridden', 'integer').execute();
  await db.schema
    .createIndex('backup_plans_policy_item')
    .on('backup_plans')
    .columns(['device_id', 'policy_item_key'])
    .unique()
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('policy_item_key'), 'is not', null)
    .execute();
}
