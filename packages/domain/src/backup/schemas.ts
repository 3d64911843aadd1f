// Backup entities as the console sees them (spec 000, section 3).
import { z } from 'zod';
import { idSchema } from '../http/common.ts';
import { jobProgressSchema } from './job-progress.ts';
import { restoreJobStatusSchema } from './restore-status.ts';
import { scheduleSchema } from './schedule.ts';

export const planTypes = ['FILE_FOLDER', 'IMAGE', 'ARROW_IMAGE'] as const;
export const destinations = ['LOCAL', 'CLOUD', 'BOTH'] as const;
export const commonFolders = ['DESKTOP', 'DOCUMENTS', 'PICTURES', 'DOWNLOADS', 'MUSIC', 'VIDEOS'] as const;
export type CommonFolder = (typeof commonFolders)[number];

export const planStorageSchema = z.object({
  volumes: z.number(),
  local: z.number(),
  cloud: z.number(),
});

export const backupPlanSchema = z.object({
  id: z.number(),
  uid: z.string(),
  name: z.string(),
  deleted: z.boolean(),
  schedule: scheduleSchema,
  scheduleText: z.string(),
  type: z.enum(planTypes),
  destination: z.enum(destinations),
  backupPermissions: z.boolean(),
  lastSuccess: z.string().nullable(),
  storage: planStorageSchema,
  /** Bytes of the device's own disks that the plan's local copies take ('Machine storage used'). */
  machineStorageUsed: z.number(),
  /** Bytes held in backup storage for the plan ('Backup storage used'). */
  backupStorageUsed: z.number(),
});
export type BackupPlan = z.infer<typeof backupPlanSchema>;

export const planSelectionSchema = z.object({
  planId: z.number(),
  planName: z.string(),
  planUuid: z.string(),
});

export const backupFolderSchema = z.object({
  id: z.number(),
  name: z.string(),
  path: z.string(),
  type: z.enum(['COMMON_FOLDER', 'CUSTOM_FOLDER']),
  deleted: z.boolean(),
  status: z.enum(['DEFINED', 'DELETED']),
  cfid: z.string().nullable(),
  latestRevisionCreatedAt: z.string().nullable(),
});
export type BackupFolder = z.infer<typeof backupFolderSchema>;

export const folderContentEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  path: z.string(),
  type: z.enum(['FOLDER', 'FILE']),
  deleted: z.boolean(),
  backupSize: z.number(),
  size: z.number(),
  latestRevisionCreatedAt: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DELETED']),
  /** Where the latest revision is kept: no browser download when only on LOCAL storage. */
  onCloud: z.boolean(),
  onLocal: z.boolean(),
});
export type FolderContentEntry = z.infer<typeof folderContentEntrySchema>;

export const bldTypes = ['NON_BLD', 'FULL', 'DELTA'] as const;
export const revisionSchema = z.object({
  id: z.number(),
  planId: z.number(),
  type: z.enum(['FILE', 'VOLUME']),
  size: z.number(),
  backupSize: z.number(),
  bldType: z.enum(bldTypes),
  modified: z.string().nullable(),
  jobCreated: z.string(),
  jobCompleted: z.string().nullable(),
  onS3: z.boolean(),
  onNas: z.boolean(),
  rollupSize: z.number(),
  deleted: z.boolean(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const backupJobSchema = z.object({
  id: z.number(),
  planId: z.number(),
  status: z.enum(['RUNNING', 'COMPLETED', 'FAILED', 'CANCELED']),
  started: z.string(),
  completed: z.string().nullable(),
  filesNew: z.number(),
  filesChanged: z.number(),
  filesDeleted: z.number(),
  bytesUploaded: z.number(),
  error: z.string().nullable(),
  /** The figures so far while the job runs; null once it has ended. */
  progress: jobProgressSchema.nullable(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

export const volumeSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  label: z.string(),
  location: z.string(),
  fileSystem: z.string(),
  partitionStyle: z.string(),
  stats: z.object({
    localBytes: z.number(),
    cloudBytes: z.number(),
    usedBytes: z.number(),
    capacityBytes: z.number(),
    cloudDeduplicationBytes: z.number(),
  }),
  fileId: z.number(),
  lastRevision: z.string().nullable(),
  volumeName: z.string(),
});
export type Volume = z.infer<typeof volumeSchema>;

export const mountedItemSchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['FOLDER', 'FILE']),
  size: z.number(),
  modified: z.string().nullable(),
});
export type MountedItem = z.infer<typeof mountedItemSchema>;

export const mountStatusSchema = z.object({
  status: z.enum(['NOT_MOUNTED', 'MOUNTING', 'MOUNTED', 'FAILED']),
  progress: z.number(),
  error: z.string().nullable(),
});
export type MountStatus = z.infer<typeof mountStatusSchema>;

export const collisionHandlings = ['OVERWRITE', 'SKIP', 'KEEP_BOTH'] as const;
export type CollisionHandling = (typeof collisionHandlings)[number];
export const collisionHandlingLabels: Record<CollisionHandling, string> = {
  OVERWRITE: 'Overwrite',
  SKIP: 'Skip',
  KEEP_BOTH: 'Keep both',
};

export const restoreJobInputSchema = z.strictObject({
  destinationNodeId: idSchema,
  destinationNodeName: z.string().max(255),
  sourceNodeId: idSchema,
  sourceNodeName: z.string().max(255),
  sourcePlanId: idSchema,
  sourcePlanName: z.string().max(255),
  /** A backed-up file or folder path. */
  sourcePath: z.string().min(1).max(4096),
  /** Folder on the destination device; ignored when originalLocation is true. */
  destinationPath: z.string().max(4096).default(''),
  collisionHandling: z.enum(collisionHandlings),
  revisionId: idSchema.optional(),
  backupJobId: idSchema.optional(),
  originalLocation: z.boolean(),
  restorePermissions: z.boolean().default(false),
  restoreDeletedFiles: z.boolean().default(false),
  restoreType: z.literal('EXTRACT').default('EXTRACT'),
});
export type RestoreJobInput = z.infer<typeof restoreJobInputSchema>;

export const restoreJobSchema = z.object({
  jobUID: z.string(),
  nodeId: z.number(),
  nodeName: z.string(),
  jobFilesProcessed: z.number(),
  jobTotalFiles: z.number().nullable(),
  jobProcessedBytes: z.number(),
  jobTotalBytes: z.number().nullable(),
  jobFilesFailed: z.number(),
  status: restoreJobStatusSchema,
  percentage: z.number(),
  /** Throughput and time left while the job is processing; null once it has ended. */
  progress: jobProgressSchema.nullable(),
  error: z.string().nullable(),
  cleared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  content: z.object({
    actionType: z.literal('RESTORE'),
    type: z.enum(['FILE', 'FOLDER', 'BATCH']),
    sourcePath: z.string(),
    file: z.string(),
    destinationPath: z.string(),
    sourcePlanId: z.number(),
    sourcePlanName: z.string(),
    sourceNodeId: z.number(),
    sourceNodeName: z.string(),
    collisionHandling: z.enum(collisionHandlings),
  }),
});
export type RestoreJob = z.infer<typeof restoreJobSchema>;

export const deviceFolderEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['folder', 'file', 'volume']),
});
export type DeviceFolderEntry = z.infer<typeof deviceFolderEntrySchema>;
