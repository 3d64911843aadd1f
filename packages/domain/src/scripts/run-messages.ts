// The script-run messages of the agent link (docs/scripts.md): the server hands a signed run to the
// agent or cancels it; the agent says it started (again after a reconnection), streams output and
// reports how it ended.
import { z } from 'zod';
import { SCRIPT_OUTPUT_CHUNK_BYTES, scriptRunPayloadSchema } from './run-rules.ts';

const runId = z.number().int().positive();

export const scriptRunOutcomes = ['EXITED', 'CANCELED', 'TIMED_OUT', 'REFUSED', 'ERROR'] as const;
export type ScriptRunOutcome = (typeof scriptRunOutcomes)[number];

export const serverToAgentScriptMessages = [
  z.object({
    type: z.literal('runScript'),
    payload: scriptRunPayloadSchema,
    /** Ed25519 signature of canonicalRunPayload(payload), base64. */
    signature: z.string().max(200),
  }),
  z.object({ type: z.literal('cancelScript'), runId }),
] as const;

export const agentToServerScriptMessages = [
  z.object({ type: z.literal('scriptStarted'), runId }),
  z.object({
    type: z.literal('scriptOutput'),
    runId,
    /** Counts from 1 per run; the server ignores a piece it already has. */
    seq: z.number().int().positive(),
    stream: z.enum(['stdout', 'stderr']),
    data: z.string().max(SCRIPT_OUTPUT_CHUNK_BYTES),
  }),
  z.object({
    type: z.literal('scriptFinished'),
    runId,
    outcome: z.enum(scriptRunOutcomes),
    exitCode: z.number().int().nullable(),
    reason: z.string().max(2000).nullable(),
    /** Output the agent did not send because the run's cap was reached. */
    droppedBytes: z.number().int().min(0),
  }),
] as const;
