// The agent link: enrolment, the agent's own HTTP calls (device credential, not a session) and the
// WebSocket messages between server and agent. docs/backup.md describes the protocol, docs/scripts.md
// the script-run messages.
import { z } from 'zod';
import { agentToServerAlertMessages } from '../alerts/alert-messages.ts';
import { planDefinitionSchema } from '../backup/plans.ts';
import { restoreJobStatusSchema } from '../backup/restore-status.ts';
import { collisionHandlings, deviceFolderEntrySchema } from '../backup/schemas.ts';
import { nodeClasses } from '../devices/node-class.ts';
import { coercedIdSchema, idSchema, MAX_ID, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { serverToAgentPolicyMessages } from '../policies/policy-messages.ts';
import { agentToServerScriptMessages, serverToAgentScriptMessages } from '../scripts/run-messages.ts';
import {
  agentToServerServiceMessages,
  serverToAgentServiceMessages,
} from '../service-lookup/service-lookup.ts';
import { devicePathMessage, isCleanDevicePath } from './device-path.ts';

const id = coercedIdSchema;
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lowercase hex');
const devicePath = z.string().min(1).max(4096).refine(isCleanDevicePath, devicePathMessage);
/** Counts and owner ids are stored in 32-bit integer columns; a larger number is refused up front. */
const int32 = z.number().int().min(0).max(MAX_ID);

export const enrollmentSchema = z.object({
  organizationId: z.number(),
  token: z.string(),
  command: z.string(),
  createdAt: z.string(),
});

export const enrollBodySchema = z.strictObject({
  token: z.string().min(16).max(200),
  hostname: z.string().trim().min(1).max(255),
  platform: z.enum(['win32', 'darwin', 'linux']),
  osName: z.string().max(255),
  isServer: z.boolean(),
  /** Optional class override, e.g. for a demo file server on a workstation OS. */
  nodeClass: z.enum(nodeClasses).optional(),
  agentVersion: z.string().max(50),
});

export const fileEntrySchema = z.strictObject({
  /** Absolute path on the device, with forward slashes ("C:/Users/…" on Windows). */
  path: devicePath,
  /** VOLUME: one revision of an image plan's volume, its chunks being the volume's archive stream. */
  type: z.enum(['FILE', 'FOLDER', 'VOLUME']),
  size: z.number().int().min(0),
  mtime: z.string(),
  inode: z.string().max(100).nullable(),
  mode: z.number().int().min(0).max(0o177777).nullable(),
  uid: int32.nullable(),
  gid: int32.nullable(),
  /**
   * SHA-256 of the whole file; null for folders, and for files of several chunks, whose restore checks
   * each chunk against its id instead (older revisions of such files have one).
   */
  hash: sha256.nullable(),
  /** The file's chunks in order, with their plaintext lengths. */
  chunks: z.array(z.tuple([sha256, int32])).max(1_000_000),
  /** Bytes stored for the chunks this file added (after dedupe and compression). */
  storedBytes: z.number().int().min(0),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const volumeInfoSchema = z.strictObject({
  id: z.string().regex(/^\{[0-9A-F-]{36}\}$/i),
  name: z.string().max(255),
  label: z.string().max(255),
  location: z.string().max(4096),
  size: z.number().int().min(0),
  usedBytes: z.number().int().min(0),
  fileSystem: z.string().max(50),
  partitionStyle: z.string().max(50),
});

export const backupRootSchema = z.strictObject({
  path: devicePath,
  name: z.string().min(1).max(255),
  rootType: z.enum(['COMMON_FOLDER', 'CUSTOM_FOLDER', 'VOLUME']),
  /** The common folder's id (DOCUMENTS, DESKTOP, …) for COMMON_FOLDER roots. */
  cfid: z.string().max(50).nullable(),
  /** For VOLUME roots: what the OS says about the volume. */
  volume: volumeInfoSchema.nullable(),
});
export type BackupRoot = z.infer<typeof backupRootSchema>;

/** The most chunks one batch read (POST /agent/chunks/batch) may ask for. */
export const MAX_CHUNKS_PER_READ = 1000;
/**
 * A batch read of chunks, answered as framed binary (application/octet-stream): one frame per id, in
 * the order asked, each the chunk id, its length and its encoded bytes; a length of 0 says the chunk
 * cannot be given (absent, or not the caller's to read), so one bad chunk does not fail the others.
 */
export const chunkReadBodySchema = z.strictObject({ ids: z.array(sha256).min(1).max(MAX_CHUNKS_PER_READ) });

export const agentApi = {
  enrollment: endpoint({
    method: 'GET',
    path: '/organizations/:id/enrollment',
    summary: "The organisation's agent enrolment token and the command that uses it",
    tags: ['agents'],
    params: z.strictObject({ id }),
    response: enrollmentSchema,
  }),
  rotateEnrollment: endpoint({
    method: 'POST',
    path: '/organizations/:id/enrollment/rotate',
    summary: 'Replace the enrolment token; the old one stops working',
    tags: ['agents'],
    params: z.strictObject({ id }),
    response: enrollmentSchema,
  }),
  enroll: endpoint({
    method: 'POST',
    path: '/agent/enroll',
    summary: 'Register a device with an organisation enrolment token',
    tags: ['agent'],
    body: enrollBodySchema,
    response: z.object({
      nodeId: z.number(),
      uid: z.string(),
      credential: z.string(),
      /** The server's Ed25519 public key (SPKI DER, base64): the agent runs only scripts it signed. */
      scriptSigningKey: z.string(),
    }),
    status: 201,
  }),
  config: endpoint({
    method: 'GET',
    path: '/agent/config',
    summary: "The device's plans and its organisation's data key",
    tags: ['agent'],
    response: z.object({
      nodeId: z.number(),
      organizationId: z.number(),
      /** Base64 data key; the agent keeps it in memory to write LOCAL repositories. */
      dataKey: z.string(),
      plans: z.array(planDefinitionSchema),
    }),
  }),
  missingChunks: endpoint({
    method: 'POST',
    path: '/agent/chunks/missing',
    summary: "Which of these chunks the organisation's cloud store lacks",
    tags: ['agent'],
    body: z.strictObject({ ids: z.array(sha256).max(10_000) }),
    response: z.object({ missing: z.array(sha256) }),
  }),
  // PUT /agent/chunks/:id and GET /agent/chunks/:id carry raw encoded chunk bytes
  // (application/octet-stream) and are registered without a JSON contract.
  startBackupJob: endpoint({
    method: 'POST',
    path: '/agent/backup-jobs',
    summary: 'Open a backup job for a plan',
    tags: ['agent'],
    body: z.strictObject({
      planId: idSchema,
      /** The plan's folders (or volumes) as resolved on the device, if known: entries below them are written as they arrive. */
      roots: z.array(backupRootSchema).min(1).max(200).optional(),
    }),
    response: z.object({ jobId: z.number() }),
    status: 201,
  }),
  addEntries: endpoint({
    method: 'POST',
    path: '/agent/backup-jobs/:jobId/entries',
    summary: 'Stage a batch of new or changed entries; nothing is visible before commit',
    tags: ['agent'],
    params: z.strictObject({ jobId: id }),
    body: z.strictObject({ entries: z.array(fileEntrySchema).max(2000) }),
    response: okSchema,
  }),
  commitBackupJob: endpoint({
    method: 'POST',
    path: '/agent/backup-jobs/:jobId/commit',
    summary: 'Commit the job in one transaction: staged entries become revisions',
    tags: ['agent'],
    params: z.strictObject({ jobId: id }),
    body: z.strictObject({
      /** The plan's folders (or volumes) as resolved on the device. */
      roots: z.array(backupRootSchema).min(1).max(200),
      /** Paths backed up before that no longer exist on the device. */
      deletedPaths: z.array(z.string().max(4096)).max(1_000_000),
      stats: z.strictObject({ filesScanned: z.number().int().min(0), bytesScanned: z.number().int().min(0) }),
      onLocal: z.boolean(),
      onCloud: z.boolean(),
    }),
    response: z.object({ revisions: z.number() }),
  }),
  failBackupJob: endpoint({
    method: 'POST',
    path: '/agent/backup-jobs/:jobId/fail',
    summary: 'Mark a backup job failed; staged entries are dropped',
    tags: ['agent'],
    params: z.strictObject({ jobId: id }),
    body: z.strictObject({ error: z.string().max(2000) }),
    response: okSchema,
  }),
  backupProgress: endpoint({
    method: 'POST',
    path: '/agent/backup-jobs/:jobId/progress',
    summary: "A running backup's figures so far, for the console; totals once the scan knows them",
    tags: ['agent'],
    params: z.strictObject({ jobId: id }),
    body: z.strictObject({
      // Files are counted in 32-bit columns, as the restore's are; bytes in 64-bit ones.
      filesDone: int32,
      filesTotal: int32.nullable().default(null),
      bytesDone: z.number().int().min(0),
      bytesTotal: z.number().int().min(0).nullable().default(null),
    }),
    response: okSchema,
  }),
  restoreManifest: endpoint({
    method: 'GET',
    path: '/agent/restore-jobs/:jobUID/manifest',
    summary: 'The files a restore job writes, with their chunks, destination paths and options',
    tags: ['agent'],
    params: z.strictObject({ jobUID: z.string().uuid() }),
    response: z.object({
      jobUID: z.string(),
      collisionHandling: z.enum(collisionHandlings),
      restorePermissions: z.boolean(),
      /** LOCAL-only data: the agent reads chunks from this repository folder instead of the server. */
      localRepository: z.string().nullable(),
      /** The destination folder; the agent writes nothing outside it, whatever the file paths say. */
      destinationRoot: z.string(),
      files: z.array(
        z.object({
          sourcePath: z.string(),
          destinationPath: z.string(),
          type: z.enum(['FILE', 'FOLDER']),
          size: z.number(),
          hash: z.string().nullable(),
          mode: z.number().nullable(),
          uid: z.number().nullable(),
          gid: z.number().nullable(),
          mtime: z.string().nullable(),
          chunks: z.array(z.tuple([z.string(), z.number()])),
        }),
      ),
    }),
  }),
  restoreProgress: endpoint({
    method: 'POST',
    path: '/agent/restore-jobs/:jobUID/progress',
    summary: 'Report restore progress; answers whether the job was canceled',
    tags: ['agent'],
    params: z.strictObject({ jobUID: z.string().uuid() }),
    body: z.strictObject({
      status: restoreJobStatusSchema,
      jobFilesProcessed: int32,
      jobTotalFiles: int32,
      jobProcessedBytes: z.number().int().min(0),
      jobTotalBytes: z.number().int().min(0),
      jobFilesFailed: int32,
      error: z.string().max(4000).nullable(),
      failures: z
        .array(z.object({ path: z.string().max(4096), error: z.string().max(1000) }))
        .max(1000)
        .default([]),
    }),
    response: z.object({ cancel: z.boolean() }),
  }),
  pendingRestores: endpoint({
    method: 'GET',
    path: '/agent/restore-jobs',
    summary: "The device's unfinished restore jobs, which it resumes after a restart",
    tags: ['agent'],
    response: z.object({ jobs: z.array(z.object({ jobUID: z.string() })) }),
  }),
};

/** Messages over the agent WebSocket (/api/agent/ws). Requests carry an id; replies echo it. */
export const serverToAgentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('runBackup'), planId: z.number() }),
  z.object({ type: z.literal('configChanged') }),
  z.object({ type: z.literal('startRestore'), jobUID: z.string() }),
  z.object({ type: z.literal('cancelRestore'), jobUID: z.string() }),
  z.object({
    type: z.literal('listFolder'),
    requestId: z.string(),
    path: z.string(),
    cursor: z.string().nullable(),
  }),
  z.object({ type: z.literal('createFolder'), requestId: z.string(), path: z.string(), name: z.string() }),
  ...serverToAgentScriptMessages,
  ...serverToAgentPolicyMessages,
  ...serverToAgentServiceMessages,
]);
export type ServerToAgent = z.infer<typeof serverToAgentSchema>;

export const agentToServerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heartbeat'),
    agentVersion: z.string(),
    runningJobs: z.number(),
    /** The host's IANA time zone: scheduled tasks fire on the device's own clock. */
    timeZone: z.string().max(100).optional(),
  }),
  z.object({
    type: z.literal('listFolderResult'),
    requestId: z.string(),
    entries: z.array(deviceFolderEntrySchema).optional(),
    nextCursor: z.string().nullable().optional(),
    error: z.string().optional(),
  }),
  z.object({
    type: z.literal('createFolderResult'),
    requestId: z.string(),
    path: z.string().optional(),
    error: z.string().optional(),
  }),
  ...agentToServerScriptMessages,
  ...agentToServerServiceMessages,
  ...agentToServerAlertMessages,
]);
export type AgentToServer = z.infer<typeof agentToServerSchema>;

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** WebSocket close code for a link whose device was removed: its credential no longer works, so the agent stops. */
export const LINK_CLOSE_DEVICE_REMOVED = 4401;
export const DEVICE_FOLDER_PAGE_SIZE = 1000;
