// Removed devices: the row stays (its backups, plans and restore jobs name it), marked with when it
// was removed; its credential is cleared at the same time. See docs/device-removal.md.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('removed_at', 'text').execute();
}
