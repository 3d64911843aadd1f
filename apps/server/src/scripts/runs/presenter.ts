// Script run rows to the API's run shape.
import type { ScriptRun, scriptRunDetailSchema } from '@warden/domain';
import type { z } from 'zod';
import type { ScriptRunRow } from './run-queries.ts';

export function presentScriptRun(row: Omit<ScriptRunRow, 'body'> & { body?: string }): ScriptRun {
  return {
    id: row.id,
    scriptId: row.script_id,
    scriptName: row.script_name,
    deviceId: row.device_id,
    deviceName: row.device_friendly_name ?? row.device_name,
    organizationId: row.organization_id,
    language: row.language,
    runAs: row.run_as,
    timeoutSeconds: row.timeout_seconds,
    variables: JSON.parse(row.variables),
    status: row.status,
    exitCode: row.exit_code,
    failureReason: row.failure_reason,
    createdById: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    sentAt: row.sent_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outputBytes: row.output_bytes,
    droppedBytes: Number(row.dropped_bytes),
  };
}

export function presentScriptRunDetail(row: ScriptRunRow): z.input<typeof scriptRunDetailSchema> {
  return { ...presentScriptRun(row), body: row.body };
}
