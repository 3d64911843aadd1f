// Pack files: chunks uploaded together are stored as one object (a pack) and each chunk row records
// the pack and offset that hold it. A chunk without a pack is a single object under its own key, as
// every chunk was before. A pack row is written before its object ('writing') and marked 'ready' with
// its chunk rows, so an object a crash left half done is never referenced and can be found and removed.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('packs')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('packs_pk', ['organization_id', 'id'])
    .execute();
  await db.schema.createIndex('packs_status').on('packs').columns(['status', 'created_at']).execute();
  await db.schema.alterTable('chunks').addColumn('pack_id', 'text').execute();
  await db.schema.alterTable('chunks').addColumn('pack_offset', 'integer').execute();
  await db.schema.createIndex('chunks_pack').on('chunks').columns(['organization_id', 'pack_id']).execute();
}
