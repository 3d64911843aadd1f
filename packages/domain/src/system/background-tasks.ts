// Background work: named tasks the server runs on a schedule (sweeps now; the rule engine, scheduled
// tasks and integrations later), and the administrators' view of how each one last went.
import { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';

/** A task's name: a feature prefix and what it does, such as attachments.purge-unclaimed. */
export const backgroundTaskNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/, 'Use feature.task-name in lower case');

export const backgroundTaskResults = ['SUCCEEDED', 'FAILED'] as const;
export type BackgroundTaskResult = (typeof backgroundTaskResults)[number];

export const backgroundTaskSchema = z.object({
  name: z.string(),
  intervalSeconds: z.number(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastResult: z.enum(backgroundTaskResults).nullable(),
  /** The last failure's message while the task keeps failing; null once a run succeeds. */
  lastError: z.string().nullable(),
  runCount: z.number(),
  failureCount: z.number(),
  consecutiveFailures: z.number(),
  /** The server instance running it now, while its lease lasts. */
  runningOn: z.string().nullable(),
});
export type BackgroundTask = z.infer<typeof backgroundTaskSchema>;

export const backgroundApi = {
  list: endpoint({
    method: 'GET',
    path: '/system/background-tasks',
    summary: 'Background tasks with their last run, next run and failures',
    tags: ['system'],
    response: z.array(backgroundTaskSchema),
  }),
};
