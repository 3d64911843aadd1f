// Checks one restore-job input against the backups and devices it names and turns it into the row to
// store. Field errors are 400s naming "<index>.<field>"; a destination that may not receive restores
// now is a failure the console reports ('Error creating restore job').
import { randomUUID } from 'node:crypto';
import type { FeatureFlags, RestoreJobInput } from '@warden/domain';
import type { Insertable } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { RestoreJobTable } from '../db/schema.ts';
import { badRequest } from '../http/api-error.ts';
import { isEligibleDestination, type RestoreDevice, restoreDevice } from './restore-devices.ts';
import { checkDeviceFolder, isCleanSourcePath, restoreBase } from './restore-paths.ts';
import { findRevisionOfEntry, findSourceEntry } from './restore-selection.ts';

export type PlannedJob = { row: Insertable<RestoreJobTable> } | { failure: string };

interface PlanContext {
  db: Db;
  auth: AuthContext;
  flags: FeatureFlags;
  index: number;
  batch: boolean;
}

const invalid = (ctx: PlanContext, field: string, message: string, detail: string) =>
  badRequest(message, { [`${ctx.index}.${field}`]: detail });

async function checkSource(ctx: PlanContext, input: RestoreJobInput) {
  const { db } = ctx;
  const source = await restoreDevice(db, ctx.auth, input.sourceNodeId);
  const plan = await db.kysely
    .selectFrom('backup_plans')
    .select('id')
    .where('id', '=', input.sourcePlanId)
    .where('device_id', '=', source.id)
    .executeTakeFirst();
  if (!plan) throw invalid(ctx, 'sourcePlanId', 'The plan is not a plan of the source device', 'Not found');
  if (!isCleanSourcePath(input.sourcePath)) {
    throw invalid(
      ctx,
      'sourcePath',
      'The source path must be an absolute path without ".." segments',
      'Invalid',
    );
  }
  const entry = await findSourceEntry(db, plan.id, input.sourcePath);
  if (!entry) {
    throw invalid(
      ctx,
      'sourcePath',
      'The source path is not a backed-up file or folder of the plan',
      'Not found',
    );
  }
  if (input.revisionId !== undefined && input.backupJobId !== undefined) {
    throw invalid(ctx, 'backupJobId', 'Give a revision or a backup job, not both', 'Invalid');
  }
  if (input.revisionId !== undefined) {
    if (entry.type !== 'FILE') throw invalid(ctx, 'revisionId', 'Only a file has revisions', 'Invalid');
    if (!(await findRevisionOfEntry(db, entry.id, input.revisionId)))
      throw invalid(ctx, 'revisionId', 'The revision is not a revision of this file', 'Not found');
  }
  if (input.backupJobId !== undefined) {
    const job = await db.kysely
      .selectFrom('backup_jobs')
      .select('id')
      .where('id', '=', input.backupJobId)
      .where('plan_id', '=', plan.id)
      .executeTakeFirst();
    if (!job) throw invalid(ctx, 'backupJobId', 'The backup job is not a job of this plan', 'Not found');
  }
  return { source, planId: plan.id, entry };
}

async function checkDestination(
  ctx: PlanContext,
  input: RestoreJobInput,
  source: RestoreDevice,
  sourcePath: string,
): Promise<{ device: RestoreDevice; folder: string } | { failure: string }> {
  if (input.originalLocation) {
    if (!ctx.flags.restore_original_location) {
      throw invalid(
        ctx,
        'originalLocation',
        'Restoring to the original location is turned off',
        'Not available',
      );
    }
    // The source device is a destination like any other: the client's settings must allow it too.
    return (await refusal(ctx, source)) ?? { device: source, folder: restoreBase(sourcePath) };
  }
  const device = await restoreDevice(ctx.db, ctx.auth, input.destinationNodeId);
  if (device.organizationId !== source.organizationId) {
    throw invalid(
      ctx,
      'destinationNodeId',
      "The destination device must belong to the source device's organization",
      'Another organization',
    );
  }
  const folder = checkDeviceFolder(input.destinationPath, device.family);
  if ('error' in folder) {
    throw invalid(
      ctx,
      'destinationPath',
      'The destination must be an absolute folder on the device',
      folder.error,
    );
  }
  return (await refusal(ctx, device)) ?? { device, folder: folder.path };
}

/** The failure to report when the destination may not receive restores now; undefined when it may. */
async function refusal(ctx: PlanContext, device: RestoreDevice): Promise<{ failure: string } | undefined> {
  if (await isEligibleDestination(ctx.db, device)) return undefined;
  return {
    failure: `${device.name} cannot receive restores now: it must be online, have backup enabled and be allowed by the client's backup settings`,
  };
}

export async function planRestoreJob(ctx: PlanContext, input: RestoreJobInput): Promise<PlannedJob> {
  const { source, planId, entry } = await checkSource(ctx, input);
  const destination = await checkDestination(ctx, input, source, entry.path);
  if ('failure' in destination) return destination;
  const now = nowIso();
  return {
    row: {
      uid: randomUUID(),
      destination_device_id: destination.device.id,
      source_device_id: source.id,
      source_plan_id: planId,
      source_path: entry.path,
      destination_path: destination.folder,
      kind: ctx.batch ? 'BATCH' : entry.type === 'FILE' ? 'FILE' : 'FOLDER',
      collision_handling: input.collisionHandling,
      revision_id: input.revisionId ?? null,
      backup_job_id: input.backupJobId ?? null,
      original_location: input.originalLocation ? 1 : 0,
      restore_permissions: input.restorePermissions ? 1 : 0,
      restore_deleted: input.restoreDeletedFiles ? 1 : 0,
      status: 'processing',
      files_processed: 0,
      total_files: null,
      processed_bytes: 0,
      total_bytes: null,
      files_failed: 0,
      failures: '[]',
      error: null,
      cancel_requested: 0,
      cleared: 0,
      created_by: ctx.auth.user.id,
      created_at: now,
      updated_at: now,
    },
  };
}
