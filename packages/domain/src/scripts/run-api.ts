// Script runs over the API (docs/scripts.md): start a script on devices, read runs and the queue,
// follow a run's output from an offset (long-poll) and cancel.
import { z } from 'zod';
import { coercedIdSchema, idSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import { OUTPUT_MAX_WAIT_MS, scriptRunPayloadSchema, scriptRunStatusSchema } from './run-rules.ts';

const id = coercedIdSchema;
const runParams = z.strictObject({ runId: id });

/** The most devices one call starts a script on. */
export const MAX_RUN_DEVICES = 1000;

export const scriptRunVariableSchema = z.object({
  name: z.string(),
  calculatedName: z.string(),
  type: z.string(),
  /** The value as the script receives it in its environment. */
  value: z.string(),
});

export const scriptRunSchema = z.object({
  id: z.number(),
  /** The library script it was made from (which may since be deleted: the run keeps its snapshot). */
  scriptId: z.number(),
  scriptName: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  organizationId: z.number(),
  language: scriptRunPayloadSchema.shape.language,
  runAs: scriptRunPayloadSchema.shape.runAs,
  timeoutSeconds: z.number(),
  variables: z.array(scriptRunVariableSchema),
  status: scriptRunStatusSchema,
  exitCode: z.number().nullable(),
  failureReason: z.string().nullable(),
  createdById: z.number().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** When a QUEUED run stops waiting for its device. */
  expiresAt: z.string(),
  sentAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Output kept (at most SCRIPT_OUTPUT_CAP_BYTES) and output counted beyond it, in bytes. */
  outputBytes: z.number(),
  droppedBytes: z.number(),
});
export type ScriptRun = z.infer<typeof scriptRunSchema>;

export const scriptRunDetailSchema = scriptRunSchema.extend({ body: z.string() });

export const scriptRunInputSchema = z.strictObject({
  scriptId: idSchema,
  deviceIds: z.array(idSchema).min(1).max(MAX_RUN_DEVICES),
  /** Values by variable calculatedName, checked with scriptVariableValuesSchema. */
  variables: z.record(z.string().max(200), z.unknown()).default({}),
});

export const scriptOutputChunkSchema = z.object({
  /** Byte offset of this piece in the run's kept output. */
  offset: z.number(),
  stream: z.enum(['stdout', 'stderr']),
  text: z.string(),
});

export const scriptRunOutputSchema = z.object({
  chunks: z.array(scriptOutputChunkSchema),
  /** Ask again from here. */
  nextOffset: z.number(),
  status: scriptRunStatusSchema,
  /** True when the run has ended and everything kept has been read. */
  complete: z.boolean(),
  droppedBytes: z.number(),
});

const listFilters = {
  deviceId: id.optional(),
  organizationId: id.optional(),
  ...pageFields(50, 200),
};

export const scriptRunApi = {
  create: endpoint({
    method: 'POST',
    path: '/scripting/runs',
    summary: 'Run a script on devices: one run per device, sent now or queued until the device is online',
    tags: ['scripting'],
    body: scriptRunInputSchema,
    response: z.object({ runs: z.array(scriptRunSchema) }),
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/scripting/runs',
    summary: 'Script runs, newest first: of a device, of an organisation or all the caller sees',
    tags: ['scripting'],
    query: z.strictObject({
      ...listFilters,
      scriptId: id.optional(),
      status: scriptRunStatusSchema.optional(),
    }),
    response: pagedSchema(scriptRunSchema),
  }),
  pending: endpoint({
    method: 'GET',
    path: '/scripting/pending-runs',
    summary: 'Queued runs waiting for their device, oldest first',
    tags: ['scripting'],
    query: z.strictObject(listFilters),
    response: pagedSchema(scriptRunSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/scripting/runs/:runId',
    summary: 'One script run with the body it ran',
    tags: ['scripting'],
    params: runParams,
    response: scriptRunDetailSchema,
  }),
  output: endpoint({
    method: 'GET',
    path: '/scripting/runs/:runId/output',
    summary: "A run's output from a byte offset; waits up to waitMs for new output while the run goes on",
    tags: ['scripting'],
    params: runParams,
    query: z.strictObject({
      offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
      waitMs: z.coerce.number().int().min(0).max(OUTPUT_MAX_WAIT_MS).default(0),
    }),
    response: scriptRunOutputSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/scripting/runs/:runId/cancel',
    summary: 'Cancel a queued, sent or running run; a running script is stopped on its device',
    tags: ['scripting'],
    params: runParams,
    response: scriptRunSchema,
  }),
};
