// Live progress of running jobs: a backup job keeps the latest figures its agent reported and when,
// and a restore job records when its agent started, so that both show a throughput and a time left.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  const backupJobs = () => db.schema.alterTable('backup_jobs');
  await backupJobs()
    .addColumn('progress_files', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await backupJobs().addColumn('progress_files_total', 'integer').execute();
  await backupJobs()
    .addColumn('progress_bytes', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await backupJobs().addColumn('progress_bytes_total', big).execute();
  await backupJobs().addColumn('progress_at', 'text').execute();
  await db.schema.alterTable('restore_jobs').addColumn('started_at', 'text').execute();
}
