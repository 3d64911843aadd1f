// The rules of a script run that the server, the agent and the console share: its statuses, how long
// a queued run waits for its device, how much output is kept, and the canonical signed payload.
import { z } from 'zod';
import { scriptLanguageSchema, scriptRunAsSchema } from './script-enums.ts';

export const scriptRunStatuses = [
  'QUEUED',
  'SENT',
  'RUNNING',
  'SUCCEEDED',
  'FAILED',
  'CANCELED',
  'EXPIRED',
] as const;
export const scriptRunStatusSchema = z.enum(scriptRunStatuses);
export type ScriptRunStatus = z.infer<typeof scriptRunStatusSchema>;

const finishedStatuses: readonly ScriptRunStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELED', 'EXPIRED'];

export function isRunFinished(status: ScriptRunStatus): boolean {
  return finishedStatuses.includes(status);
}

/** A run still waiting, handed over or running can be cancelled. */
export function canCancelRun(status: ScriptRunStatus): boolean {
  return !isRunFinished(status);
}

/** A run queued for an offline device expires when the device has not come online within this window. */
export const QUEUED_RUN_EXPIRY_MS = 24 * 60 * 60_000;

/** Output kept per run (stdout and stderr together); what comes after is counted, not kept. */
export const SCRIPT_OUTPUT_CAP_BYTES = 1024 * 1024;

/** The largest piece of output one agent message carries. */
export const SCRIPT_OUTPUT_CHUNK_BYTES = 32 * 1024;

/**
 * After a run's timeout, how long the server waits for the agent's report before it calls the run
 * failed (the agent itself stops the script at the timeout).
 */
export const RUN_REPORT_GRACE_MS = 60_000;

/** The longest a console call waits on the output endpoint for new output. */
export const OUTPUT_MAX_WAIT_MS = 25_000;

/** Environment variable names the agent sets: a script variable's calculatedName. */
export const envNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, 'Not a variable name');

/** What the server signs and the agent runs: the script snapshot and its variables as environment values. */
export const scriptRunPayloadSchema = z.strictObject({
  runId: z.number().int().positive(),
  /** The device the run is for; an agent refuses a run signed for another device. */
  nodeId: z.number().int().positive(),
  language: scriptLanguageSchema,
  runAs: scriptRunAsSchema,
  timeoutSeconds: z
    .number()
    .int()
    .positive()
    .max(7 * 24 * 3600),
  body: z.string().max(1_000_000),
  /** [calculatedName, value] pairs in name order. */
  env: z.array(z.tuple([envNameSchema, z.string().max(100_000)])).max(200),
});
export type ScriptRunPayload = z.infer<typeof scriptRunPayloadSchema>;

/**
 * The exact bytes the signature covers. A JSON array in a fixed order, so the server and the agent
 * build the same string from the same payload whatever order its object keys arrived in.
 */
export function canonicalRunPayload(p: ScriptRunPayload): string {
  const env = [...p.env].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    'warden.script-run.v1',
    p.runId,
    p.nodeId,
    p.language,
    p.runAs,
    p.timeoutSeconds,
    p.body,
    env,
  ]);
}
