// Download targets inside a mounted image revision: a file (its bytes start at the entry's data offset
// in the archive stream) or a folder as a zip of its files.
import path from 'node:path';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/api-error.ts';
import { decodeFileBase64 } from '../mounts/image-path.ts';
import { imageRevision, requireMounted } from '../mounts/image-scope.ts';
import type { FileTarget, ZipItem, ZipTarget } from './download-target.ts';
import { startsWith } from './folder-files.ts';
import { downloadFileName, zipEntryName } from './zip-names.ts';

const PAGE = 500;

export interface ImageDownloadParams {
  nodeId: number;
  planId: number;
  revisionId: number;
  fileBase64: string;
  type: 'FILE' | 'FOLDER';
}

export async function imageTarget(
  db: Db,
  auth: AuthContext,
  p: ImageDownloadParams,
): Promise<FileTarget | ZipTarget> {
  const image = await imageRevision(db, auth, p);
  await requireMounted(db, image.revisionId);
  const wanted = decodeFileBase64(p.fileBase64);
  const entry =
    wanted === '/' && p.type === 'FOLDER'
      ? { path: '/', name: image.volumeName, size: 0, data_offset: 0 }
      : await db.kysely
          .selectFrom('image_entries')
          .select(['path', 'name', 'size', 'data_offset'])
          .where('revision_id', '=', image.revisionId)
          .where('path', '=', wanted)
          .where('type', '=', p.type)
          .executeTakeFirst();
  if (!entry) {
    const what = p.type === 'FILE' ? 'file' : 'folder';
    throw badRequest(`fileBase64 names no ${what} in this image`, { fileBase64: `No such ${what}` });
  }
  const organizationId = image.organizationId;
  if (p.type === 'FILE') {
    const start = Number(entry.data_offset);
    return {
      kind: 'file',
      fileName: downloadFileName(entry.name),
      range: { organizationId, revisionId: image.revisionId, start, end: start + Number(entry.size) },
    };
  }
  const prefix = entry.path === '/' ? '/' : `${entry.path}/`;
  return {
    kind: 'zip',
    fileName: `${downloadFileName(entry.name, 'image')}.zip`,
    items: async function* (): AsyncGenerator<ZipItem> {
      let after = '';
      for (;;) {
        const rows = await db.kysely
          .selectFrom('image_entries')
          .select(['path', 'size', 'mtime', 'data_offset'])
          .where('revision_id', '=', image.revisionId)
          .where('type', '=', 'FILE')
          .where(startsWith('path', prefix))
          .where('path', '>', after)
          .orderBy('path')
          .limit(PAGE)
          .execute();
        for (const row of rows) {
          const name = zipEntryName(path.posix.relative(entry.path, row.path));
          const start = Number(row.data_offset);
          const range = {
            organizationId,
            revisionId: image.revisionId,
            start,
            end: start + Number(row.size),
          };
          if (name) yield { name, range, mtime: row.mtime };
        }
        if (rows.length < PAGE) return;
        after = rows.at(-1)!.path;
      }
    },
  };
}
