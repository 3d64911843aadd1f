// Backup plan definition as the plan editor sends it, with its validation rules.
import { z } from 'zod';
import { scheduleSchema } from './schedule.ts';
import { commonFolders, destinations, planTypes } from './schemas.ts';

export const retentionSchema = z.strictObject({
  /** Keep at most this many revisions of each file (or volume). */
  keepRevisions: z.number().int().min(1).max(10_000).default(30),
  /** Drop revisions older than this many days, always keeping the newest one. 0 keeps forever. */
  keepDays: z.number().int().min(0).max(36_500).default(90),
});

export const planInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Required').max(100),
    type: z.enum(planTypes),
    destination: z.enum(destinations),
    schedule: scheduleSchema,
    commonFolders: z.array(z.enum(commonFolders)).max(commonFolders.length).default([]),
    paths: z.array(z.string().trim().min(1).max(4096)).max(100).default([]),
    exclusions: z.array(z.string().trim().min(1).max(500)).max(200).default([]),
    retention: retentionSchema.default({ keepRevisions: 30, keepDays: 90 }),
    /** Folder on the device or a network share that receives LOCAL copies. */
    localPath: z.string().trim().max(4096).nullable().default(null),
    backupPermissions: z.boolean().default(true),
  })
  .refine((p) => p.destination === 'CLOUD' || !!p.localPath, {
    path: ['localPath'],
    message: 'Required for local backups',
  })
  .refine((p) => p.type !== 'FILE_FOLDER' || p.commonFolders.length + p.paths.length > 0, {
    path: ['paths'],
    message: 'Choose at least one folder',
  })
  .refine((p) => p.type === 'FILE_FOLDER' || p.paths.length > 0, {
    path: ['paths'],
    message: 'Choose at least one volume',
  });
export type PlanInput = z.infer<typeof planInputSchema>;

export const planDefinitionSchema = z.object({
  id: z.number(),
  uid: z.string(),
  nodeId: z.number(),
  name: z.string(),
  type: z.enum(planTypes),
  destination: z.enum(destinations),
  schedule: scheduleSchema,
  commonFolders: z.array(z.enum(commonFolders)),
  paths: z.array(z.string()),
  exclusions: z.array(z.string()),
  retention: retentionSchema,
  localPath: z.string().nullable(),
  backupPermissions: z.boolean(),
  deleted: z.boolean(),
  lastSuccess: z.string().nullable(),
  nextRun: z.string().nullable(),
  /** Set for a plan that comes from the device's policy: read-only on the device, edited in the policy. */
  policy: z
    .object({
      policyId: z.number(),
      policyName: z.string(),
      itemKey: z.string(),
      inherited: z.boolean(),
      overridden: z.boolean(),
      sourcePolicyId: z.number().nullable(),
    })
    .nullable()
    .default(null),
});
export type PlanDefinition = z.infer<typeof planDefinitionSchema>;
