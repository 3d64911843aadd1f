// Download targets of the file and folder browser: one file revision, or a folder as it was at a
// backup job. Data kept only on LOCAL storage cannot be downloaded in a browser (spec 000, section 8).
import path from 'node:path';
import { BROWSER_DOWNLOAD_UNAVAILABLE } from '@warden/domain';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { planInScope } from '../backup-scopes.ts';
import { entryOfPlan, visibleRevisionOfPlan } from '../browse/entry-queries.ts';
import { backupJobOfPlan } from '../plans/plan-queries.ts';
import type { FileTarget, ZipItem, ZipTarget } from './download-target.ts';
import { folderFilesAtJob } from './folder-files.ts';
import { downloadFileName, zipEntryName } from './zip-names.ts';

export async function revisionTarget(
  db: Db,
  auth: AuthContext,
  p: { nodeId: number; planId: number; revisionId: number },
): Promise<FileTarget> {
  const { device, plan } = await planInScope(db, auth, p);
  const row = await visibleRevisionOfPlan(db, plan.id, p.revisionId);
  if (!row) throw notFound('Revision');
  if (row.type !== 'FILE') {
    throw badRequest('Mount an image revision to download files from it', {
      revisionId: 'An image revision',
    });
  }
  if (row.deleted_marker === 1) {
    throw badRequest('This revision records that the file was deleted; it holds no data', {
      revisionId: 'A deletion record',
    });
  }
  if (row.on_cloud !== 1) throw badRequest(BROWSER_DOWNLOAD_UNAVAILABLE);
  return {
    kind: 'file',
    fileName: downloadFileName(row.name),
    range: { organizationId: device.organizationId, revisionId: row.id, start: 0, end: Number(row.size) },
  };
}

export async function folderTarget(
  db: Db,
  auth: AuthContext,
  p: { nodeId: number; planId: number; folderId: number; jobId: number; restoreDeleted: boolean },
): Promise<ZipTarget> {
  const { device, plan } = await planInScope(db, auth, p);
  const folder = await entryOfPlan(db, plan.id, p.folderId);
  if (!folder) throw notFound('Folder');
  if (folder.type !== 'FOLDER') throw badRequest('Choose a folder to download', { folderId: 'Not a folder' });
  const job = await backupJobOfPlan(db, plan.id, p.jobId);
  if (!job) throw notFound('Backup job');
  const files = () => folderFilesAtJob(db, plan.id, folder.path, job.id, p.restoreDeleted);
  // A first pass over the metadata only: one LOCAL-only file refuses the whole folder.
  for await (const file of files()) if (!file.onCloud) throw badRequest(BROWSER_DOWNLOAD_UNAVAILABLE);
  return {
    kind: 'zip',
    fileName: `${downloadFileName(folder.name, 'folder')}.zip`,
    items: async function* (): AsyncGenerator<ZipItem> {
      for await (const file of files()) {
        const name = zipEntryName(path.posix.relative(folder.path, file.path));
        if (!name) continue;
        const range = {
          organizationId: device.organizationId,
          revisionId: file.revisionId,
          start: 0,
          end: file.size,
        };
        yield { name, range, mtime: file.mtime };
      }
    },
  };
}
