// Runs the migrations on start. One list serves SQLite and PostgreSQL; each migration is told the dialect.
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as helpAndMail from './migrations/0002-help-and-mail.ts';
import * as agents from './migrations/0003-agents.ts';
import * as backup from './migrations/0004-backup.ts';
import * as browseIndexes from './migrations/0005-browse-indexes.ts';
import * as roleTypesAndBackgroundTasks from './migrations/0006-role-types-and-background-tasks.ts';
import * as deviceRemoval from './migrations/0007-device-removal.ts';
import * as helpdesk from './migrations/0008-helpdesk.ts';
import * as notifications from './migrations/0009-notifications.ts';
import * as ticketListIndexes from './migrations/0010-ticket-list-indexes.ts';
import * as ticketSortKeys from './migrations/0011-ticket-sort-keys.ts';
import * as scripts from './migrations/0012-scripts.ts';
import * as scriptRuns from './migrations/0013-script-runs.ts';
import * as deviceGroups from './migrations/0014-device-groups.ts';
import * as activities from './migrations/0015-activities.ts';
import * as scheduledTasks from './migrations/0016-scheduled-tasks.ts';
import * as nodeApprovals from './migrations/0017-node-approvals.ts';
import * as ticketIndexSlimming from './migrations/0018-ticket-index-slimming.ts';
import * as targetTimeZones from './migrations/0019-target-time-zones.ts';
import * as policies from './migrations/0020-policies.ts';
import * as alerts from './migrations/0021-alerts.ts';
import * as packs from './migrations/0022-packs.ts';
import * as policyBackupPlans from './migrations/0023-policy-backup-plans.ts';
import * as jobProgress from './migrations/0024-job-progress.ts';
import * as policyScriptRuns from './migrations/0025-policy-script-runs.ts';
import * as deviceDetails from './migrations/0026-device-details.ts';
import * as backupSearchFill from './migrations/0027-backup-search-fill.ts';
import * as pendingBackupRows from './migrations/0028-pending-backup-rows.ts';

// Keep the list in name order; each name is recorded once it has run.
const ordered = [
  ['0001-foundation', foundation],
  ['0002-help-and-mail', helpAndMail],
  ['0003-agents', agents],
  ['0004-backup', backup],
  ['0005-browse-indexes', browseIndexes],
  ['0006-role-types-and-background-tasks', roleTypesAndBackgroundTasks],
  ['0007-device-removal', deviceRemoval],
  ['0008-helpdesk', helpdesk],
  ['0009-notifications', notifications],
  ['0010-ticket-list-indexes', ticketListIndexes],
  ['0011-ticket-sort-keys', ticketSortKeys],
  ['0012-scripts', scripts],
  ['0013-script-runs', scriptRuns],
  ['0014-device-groups', deviceGroups],
  ['0015-activities', activities],
  ['0016-scheduled-tasks', scheduledTasks],
  ['0017-node-approvals', nodeApprovals],
  ['0018-ticket-index-slimming', ticketIndexSlimming],
  ['0019-target-time-zones', targetTimeZones],
  ['0020-policies', policies],
  ['0021-alerts', alerts],
  ['0022-packs', packs],
  ['0023-policy-backup-plans', policyBackupPlans],
  ['0024-job-progress', jobProgress],
  ['0025-policy-script-runs', policyScriptRuns],
  ['0026-device-details', deviceDetails],
  ['0027-backup-search-fill', backupSearchFill],
  ['0028-pending-backup-rows', pendingBackupRows],
] as const;

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        ordered.map(([name, m]): [string, Migration] => [name, { up: (k) => m.up(k, db.dialect) }]),
      );
    },
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
