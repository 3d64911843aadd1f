// Starting a script on devices: the values are checked with the script's own variable schema, each
// device gets a run holding a snapshot of the script, and runs for connected devices go at once.
import {
  type NodeClass,
  QUEUED_RUN_EXPIRY_MS,
  type Script,
  scriptOperatingSystemOf,
  type scriptRunInputSchema,
  scriptVariableValuesSchema,
  variableEnvironment,
} from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { inBatches } from '../../db/in-batches.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { assertActionAllowed } from '../../policies/allowed-actions.ts';
import { findScript } from '../script-queries.ts';
import { sendQueued } from './dispatch.ts';
import type { RunContext } from './run-context.ts';

type RunInput = z.output<typeof scriptRunInputSchema>;

/** The values as the script's environment gets them, or a 400 naming each wrong variable. */
export function checkedEnvironment(script: Script, raw: Record<string, unknown>): Record<string, string> {
  const parsed = scriptVariableValuesSchema(script.variables).safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[['variables', ...issue.path].join('.')] ??= issue.message;
    throw badRequest(Object.values(fields).join('; '), fields);
  }
  return variableEnvironment(script.variables, parsed.data);
}

/** Who started runs that are no user's request (a task's or a policy's schedule); a policy has no user id. */
export interface RunCreator {
  creatorId: number | null;
  creatorName: string;
}

export async function createRuns(
  ctx: RunContext,
  by: AuthContext | RunCreator,
  input: RunInput,
): Promise<number[]> {
  const { db } = ctx;
  const script = await findScript(db, input.scriptId);
  if (!script) throw notFound('Script');
  const env = checkedEnvironment(script, input.variables);
  const deviceIds = [...new Set(input.deviceIds)];
  // The scope guard has checked each id; this reads them in bulk for the snapshot.
  const found = await inBatches(deviceIds, (ids) =>
    db.kysely
      .selectFrom('devices')
      .select(['id', 'organization_id', 'node_class', 'display_name'])
      .where('id', 'in', ids)
      .where('removed_at', 'is', null)
      .execute(),
  );
  const byId = new Map(found.map((d) => [d.id, d]));
  // In the order asked, so the answer's runs follow the caller's device list.
  const devices = deviceIds.flatMap((id) => byId.get(id) ?? []);
  if (devices.length !== deviceIds.length) throw notFound('Device');
  const wrongOs = devices.filter(
    (d) => !script.operatingSystems.includes(scriptOperatingSystemOf(d.node_class as NodeClass)),
  );
  if (wrongOs.length > 0) {
    const names = wrongOs.map((d) => d.display_name).join(', ');
    const message = `${script.name} runs on ${script.operatingSystems.join(', ')}; not on ${names}`;
    throw badRequest(message, { deviceIds: message });
  }
  // All or nothing, like the OS check: a run the agent would refuse is not created for anyone.
  await assertActionAllowed(
    db,
    devices.map((d) => d.id),
    'RUN_SCRIPT',
  );
  const now = new Date();
  const variables = JSON.stringify(
    script.variables.map((v) => ({
      name: v.name,
      calculatedName: v.calculatedName,
      type: v.type,
      value: env[v.calculatedName] ?? '',
    })),
  );
  const { creatorId, creatorName } =
    'user' in by
      ? {
          creatorId: by.user.id,
          creatorName: `${by.user.firstName} ${by.user.lastName}`.trim() || by.user.email,
        }
      : by;
  const rows = devices.map((d) => ({
    script_id: script.id,
    script_name: script.name,
    device_id: d.id,
    organization_id: d.organization_id,
    language: script.language,
    run_as: script.runAs,
    timeout_seconds: script.timeoutSeconds,
    body: script.body,
    variables,
    status: 'QUEUED' as const,
    created_by: creatorId,
    created_by_name: creatorName,
    expires_at: new Date(now.getTime() + QUEUED_RUN_EXPIRY_MS).toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
  const created = await db.kysely
    .transaction()
    .execute((trx) =>
      inBatches(rows, (batch) => trx.insertInto('script_runs').values(batch).returningAll().execute(), 200),
    );
  await sendQueued(ctx, created);
  return created.map((r) => r.id);
}
