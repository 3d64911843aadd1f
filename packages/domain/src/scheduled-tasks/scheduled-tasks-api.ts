// Scheduled tasks over the API, under /scripting/scheduled-tasks: list, read, create, edit, delete.
import { z } from 'zod';
import { idParamSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import {
  SCHEDULED_TASK_LIMITS,
  scheduledTaskInputSchema,
  scheduledTaskSchema,
  scheduledTaskSummarySchema,
} from './scheduled-task-schemas.ts';

export const scheduledTaskListQuerySchema = z.strictObject({
  name: z.string().trim().max(SCHEDULED_TASK_LIMITS.name).optional(),
  ...pageFields(SCHEDULED_TASK_LIMITS.pageSize),
});
export type ScheduledTaskListQuery = z.input<typeof scheduledTaskListQuerySchema>;

const tags = ['scripting'];

export const scheduledTasksApi = {
  list: endpoint({
    method: 'GET',
    path: '/scripting/scheduled-tasks',
    summary: 'Scheduled tasks whose targets are all within the caller’s organisations, sorted by name',
    tags,
    query: scheduledTaskListQuerySchema,
    response: pagedSchema(scheduledTaskSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/scripting/scheduled-tasks/:id',
    summary: 'One scheduled task with its scripts and targets',
    tags,
    params: idParamSchema,
    response: scheduledTaskSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/scripting/scheduled-tasks',
    summary: 'Create a scheduled task',
    tags,
    body: scheduledTaskInputSchema,
    response: scheduledTaskSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/scripting/scheduled-tasks/:id',
    summary: 'Edit a scheduled task',
    tags,
    params: idParamSchema,
    body: scheduledTaskInputSchema,
    response: scheduledTaskSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/scripting/scheduled-tasks/:id',
    summary: 'Delete a scheduled task; runs it started stay',
    tags,
    params: idParamSchema,
    response: okSchema,
  }),
};
