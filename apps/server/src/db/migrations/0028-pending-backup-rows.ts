// Backup entries written while their job runs and shown by its commit (backup/ingest/pending-rows.ts):
// the commit shows, and a failed job's clean-up removes, a plan's pending entries through this index
// instead of reading every entry of the plan. Pending revisions are found by job_id, already indexed.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`CREATE INDEX backup_entries_pending ON backup_entries (plan_id) WHERE hidden_at = 'pending'`.execute(
    db,
  );
}
