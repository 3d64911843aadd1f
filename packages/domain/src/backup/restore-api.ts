// Calls whose paths spec 000 does not show; chosen here and documented in docs/backup.md:
// restore jobs, availability, client backup settings, device folder listing and creation, plans.
import { z } from 'zod';
import { coercedIdSchema, idSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import { planDefinitionSchema, planInputSchema } from './plans.ts';
import { backupModes } from './restore-destinations.ts';
import { deviceFolderEntrySchema, restoreJobInputSchema, restoreJobSchema } from './schemas.ts';

const id = coercedIdSchema;
const jobParams = z.strictObject({ jobUID: z.string().uuid() });

export const clientBackupSettingsSchema = z.strictObject({
  mode: z.enum(backupModes),
  nodeIds: z.array(idSchema).max(10_000).default([]),
});
export type ClientBackupSettings = z.infer<typeof clientBackupSettingsSchema>;

export const restoreApi = {
  create: endpoint({
    method: 'POST',
    path: '/backup/restore-jobs',
    summary: 'Create restore jobs; each runs on its destination device',
    tags: ['restore'],
    body: z.array(restoreJobInputSchema).min(1).max(100),
    response: z.object({
      resultCode: z.enum(['SUCCESS', 'FAILURE']),
      message: z.string().optional(),
      jobs: z.array(z.object({ jobUID: z.string() })),
    }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/backup/restore-jobs',
    summary: 'Restore jobs of a device (as destination or source), newest first',
    tags: ['restore'],
    query: z.strictObject({
      nodeId: id,
      includeCleared: z.enum(['true', 'false']).default('false'),
      ...pageFields(50, 100),
    }),
    response: pagedSchema(restoreJobSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/backup/restore-jobs/:jobUID',
    summary: 'One restore job with its progress',
    tags: ['restore'],
    params: jobParams,
    response: restoreJobSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/backup/restore-jobs/:jobUID/cancel',
    summary: 'Cancel a processing restore job',
    tags: ['restore'],
    params: jobParams,
    response: restoreJobSchema,
  }),
  clear: endpoint({
    method: 'POST',
    path: '/backup/restore-jobs/:jobUID/clear',
    summary: 'Clear a finished restore job (tag it to be ignored)',
    tags: ['restore'],
    params: jobParams,
    response: restoreJobSchema,
  }),
  availability: endpoint({
    method: 'GET',
    path: '/backup/restore-availability',
    summary: 'Whether a restore to the original location of this device is possible now',
    tags: ['restore'],
    query: z.strictObject({ nodeId: id, planId: id }),
    response: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  }),
  clientSettings: endpoint({
    method: 'GET',
    path: '/organizations/:id/backup-settings',
    summary: "The client's backup settings (content.backup.lockhart)",
    tags: ['restore'],
    params: z.strictObject({ id }),
    response: clientBackupSettingsSchema,
  }),
  updateClientSettings: endpoint({
    method: 'PUT',
    path: '/organizations/:id/backup-settings',
    summary: "Change the client's backup settings",
    tags: ['restore'],
    params: z.strictObject({ id }),
    body: clientBackupSettingsSchema,
    response: clientBackupSettingsSchema,
  }),
  deviceFolders: endpoint({
    method: 'GET',
    path: '/backup/nodes/:nodeId/device-folders',
    summary: 'List a folder on the device, relayed live to its agent; 1000 a page with a cursor',
    tags: ['restore'],
    params: z.strictObject({ nodeId: id }),
    query: z.strictObject({ path: z.string().max(4096).default(''), cursor: z.string().max(200).optional() }),
    response: z.object({ entries: z.array(deviceFolderEntrySchema), nextCursor: z.string().nullable() }),
  }),
  createDeviceFolder: endpoint({
    method: 'POST',
    path: '/backup/nodes/:nodeId/device-folders',
    summary: 'Create a folder on the device through its agent',
    tags: ['restore'],
    params: z.strictObject({ nodeId: id }),
    body: z.strictObject({
      nodeId: idSchema,
      folderName: z.string().max(255),
      path: z.string().min(1).max(4096),
    }),
    response: z.object({ path: z.string() }),
  }),
};

export const plansApi = {
  list: endpoint({
    method: 'GET',
    path: '/backup/nodes/:nodeId/plan-definitions',
    summary: "A device's plan definitions, for the plan editor",
    tags: ['plans'],
    params: z.strictObject({ nodeId: id }),
    response: z.array(planDefinitionSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/backup/nodes/:nodeId/plan-definitions',
    summary: 'Create a backup plan on a device',
    tags: ['plans'],
    params: z.strictObject({ nodeId: id }),
    body: planInputSchema,
    response: planDefinitionSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/backup/nodes/:nodeId/plan-definitions/:planId',
    summary: 'Change a backup plan',
    tags: ['plans'],
    params: z.strictObject({ nodeId: id, planId: id }),
    body: planInputSchema,
    response: planDefinitionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/backup/nodes/:nodeId/plan-definitions/:planId',
    summary: 'Remove a plan; its data is kept until deleted',
    tags: ['plans'],
    params: z.strictObject({ nodeId: id, planId: id }),
    response: okSchema,
  }),
  runNow: endpoint({
    method: 'POST',
    path: '/backup/nodes/:nodeId/plan-definitions/:planId/run',
    summary: 'Back up now',
    tags: ['plans'],
    params: z.strictObject({ nodeId: id, planId: id }),
    response: z.object({ accepted: z.boolean(), message: z.string() }),
  }),
};
