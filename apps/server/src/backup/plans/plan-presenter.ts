// Plan rows to the plan definition the editor and the agent read.
import { nextRun, type PlanDefinition, planDefinitionSchema, scheduleSchema } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { BackupPlanTable } from '../../db/schema.ts';

/** A plan row with the name of the policy it comes from, when it does. */
export type PlanRow = Selectable<BackupPlanTable> & { policy_name?: string | null };

function policyOf(row: PlanRow): PlanDefinition['policy'] {
  if (row.policy_id === null || row.policy_item_key === null) return null;
  return {
    policyId: row.policy_id,
    policyName: row.policy_name ?? '',
    itemKey: row.policy_item_key,
    inherited: row.policy_inherited === 1,
    overridden: row.policy_overridden === 1,
    sourcePolicyId: row.policy_source_id,
  };
}

export function presentPlanDefinition(row: PlanRow, now = new Date()): PlanDefinition {
  const schedule = scheduleSchema.parse(JSON.parse(row.schedule));
  return planDefinitionSchema.parse({
    id: row.id,
    uid: row.uid,
    nodeId: row.device_id,
    name: row.name,
    type: row.type,
    destination: row.destination,
    schedule,
    commonFolders: JSON.parse(row.common_folders),
    paths: JSON.parse(row.paths),
    exclusions: JSON.parse(row.exclusions),
    retention: JSON.parse(row.retention),
    localPath: row.local_path,
    backupPermissions: row.backup_permissions === 1,
    deleted: row.deleted === 1,
    lastSuccess: row.last_success,
    nextRun: row.deleted ? null : nextRun(schedule, now).toISOString(),
    policy: policyOf(row),
  });
}
