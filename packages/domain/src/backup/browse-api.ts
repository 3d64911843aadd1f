// The backup browser's calls (spec 000, section 7), same paths and shapes, served under /api.
import { z } from 'zod';
import { coercedIdSchema, idSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';
import {
  backupFolderSchema,
  backupJobSchema,
  backupPlanSchema,
  folderContentEntrySchema,
  mountedItemSchema,
  mountStatusSchema,
  revisionSchema,
  volumeSchema,
} from './schemas.ts';

const id = coercedIdSchema;
const nodeParams = z.strictObject({ nodeId: id });
const planParams = z.strictObject({ nodeId: id, planId: id });
const page = (size: number) => pageFields(size);
const signedLinkSchema = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
const lockhart = '/backup/lockhart';

/** A backup search: at least 3 characters; * is a wildcard. */
export const backupSearchTermSchema = z.string().trim().min(3, 'Enter at least 3 characters').max(255);

/** Where an entry sits: its plan root, then the entries from below that root down to the entry itself
 * (none when the entry is the root), so a link to it can show its breadcrumb. */
export const entryTrailSchema = z.object({
  root: backupFolderSchema,
  entries: z.array(folderContentEntrySchema),
});
export type EntryTrail = z.infer<typeof entryTrailSchema>;

export const backupBrowseApi = {
  plans: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans`,
    summary: "A device's backup plans",
    tags: ['backup'],
    params: nodeParams,
    response: z.array(backupPlanSchema),
  }),
  folders: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/folders`,
    summary: "A file and folder plan's folders, 250 a page",
    tags: ['backup'],
    params: planParams,
    query: z.strictObject(page(PAGE_SIZES.backupBrowser)),
    response: pagedSchema(backupFolderSchema),
  }),
  volumes: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/volumes`,
    summary: "An image plan's volumes",
    tags: ['backup'],
    params: planParams,
    response: z.array(volumeSchema),
  }),
  folderContent: endpoint({
    method: 'GET',
    path: `${lockhart}/v2/nodes/:nodeId/plans/:planId/folders/:folderId/content`,
    summary: 'Entries of a backed-up folder, folders first, 250 a page',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, folderId: id }),
    query: z.strictObject(page(PAGE_SIZES.backupBrowser)),
    response: pagedSchema(folderContentEntrySchema),
  }),
  folderTrail: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/folders/:folderId/trail`,
    summary: "A folder's plan root and the folders down to it",
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, folderId: id }),
    response: entryTrailSchema,
  }),
  fileTrail: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/files/:fileId/trail`,
    summary: "A file's plan root and the folders down to it, then the file",
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, fileId: id }),
    response: entryTrailSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/search`,
    summary: 'Search by file name, folder name or extension; * is a wildcard',
    tags: ['backup'],
    params: planParams,
    query: z.strictObject({
      searchTerm: backupSearchTermSchema,
      folderId: id.optional(),
      ...page(PAGE_SIZES.backupBrowser),
    }),
    response: pagedSchema(folderContentEntrySchema),
  }),
  fileRevisions: endpoint({
    method: 'GET',
    path: `${lockhart}/v2/nodes/:nodeId/plans/:planId/files/:fileId/revisions`,
    summary: 'Revisions of a file or volume, newest first',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, fileId: id }),
    query: z.strictObject(page(PAGE_SIZES.revisions)),
    response: pagedSchema(revisionSchema),
  }),
  revisionPicker: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/files/:fileId/revisions`,
    summary: 'Revisions for the download and restore pickers, 100 a page',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, fileId: id }),
    query: z.strictObject({
      onCloud: z.enum(['true', 'false']).optional(),
      upsyncedData: z.enum(['true', 'false']).optional(),
      ...page(PAGE_SIZES.revisions),
    }),
    response: pagedSchema(revisionSchema),
  }),
  jobs: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/jobs`,
    summary: "A plan's backup jobs, newest first, 100 a page",
    tags: ['backup'],
    params: planParams,
    query: z.strictObject(page(PAGE_SIZES.jobs)),
    response: pagedSchema(backupJobSchema),
  }),
  revisionData: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/revisions/:revisionId/data`,
    summary: 'A signed browser-download link for one file revision',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, revisionId: id }),
    response: signedLinkSchema,
  }),
  folderData: endpoint({
    method: 'GET',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/folders/:folderId/jobs/:jobId/data`,
    summary: 'A signed link to a zip of a folder as it was at a backup job',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, folderId: id, jobId: id }),
    query: z.strictObject({ restoreDeleted: z.enum(['true', 'false']).default('false') }),
    response: signedLinkSchema,
  }),
  imageContent: endpoint({
    method: 'GET',
    path: `${lockhart}/image/v2/nodes/:nodeId/plans/:planId/revisions/:revisionId/content`,
    summary: 'Content of a mounted image revision',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, revisionId: id }),
    query: z.strictObject({
      folder: z.string().max(4096).default('/'),
      start: z.coerce.number().int().min(0).default(0),
      count: z.coerce.number().int().min(1).max(PAGE_SIZES.backupBrowser).default(PAGE_SIZES.backupBrowser),
    }),
    response: pagedSchema(mountedItemSchema),
  }),
  imageDownload: endpoint({
    method: 'GET',
    path: `${lockhart}/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/download`,
    summary: 'A signed link to a file, or a zip of a folder, inside a mounted image revision',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, revisionId: id }),
    query: z.strictObject({ fileBase64: z.string().min(1).max(8192), type: z.enum(['FILE', 'FOLDER']) }),
    response: signedLinkSchema,
  }),
  mount: endpoint({
    method: 'POST',
    path: `${lockhart}/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/mount`,
    summary: 'Mount an image revision (index its archive) so its content can be browsed',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, revisionId: id }),
    response: mountStatusSchema,
  }),
  mountStatus: endpoint({
    method: 'GET',
    path: `${lockhart}/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/mount`,
    summary: 'Progress of a mount',
    tags: ['backup'],
    params: z.strictObject({ nodeId: id, planId: id, revisionId: id }),
    response: mountStatusSchema,
  }),
  deletePlanRevisions: endpoint({
    method: 'POST',
    path: `${lockhart}/nodes/:nodeId/delete-plan-revisions`,
    summary: "Schedule deletion of whole plans' backup data",
    tags: ['backup'],
    params: nodeParams,
    query: z.strictObject({ planName: z.string().max(255).optional() }),
    body: z.array(idSchema).min(1).max(100),
    response: z.object({ message: z.string() }),
  }),
  deleteRevisions: endpoint({
    method: 'POST',
    path: `${lockhart}/nodes/:nodeId/plans/:planId/delete-revisions`,
    summary: 'Schedule deletion of selected files and folders',
    tags: ['backup'],
    params: planParams,
    body: z.strictObject({
      fileIds: z.array(idSchema).max(10_000).default([]),
      folderIds: z.array(idSchema).max(10_000).default([]),
      planName: z.string().max(255).optional(),
    }),
    response: z.object({ message: z.string() }),
  }),
};

export const DELETION_SCHEDULED_MESSAGE = 'Data deletion scheduled successfully';
export const BROWSER_DOWNLOAD_UNAVAILABLE =
  'Browser download is not available for the selected file(s). To recover the file(s), please use the restore option.';
export const DELETED_DATA_PURGE_HOURS = 72;
