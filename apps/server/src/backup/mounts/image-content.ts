// Lists a folder of a mounted image revision: folders first, then files, each by name.
import { pageOf } from '@warden/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/api-error.ts';

export async function imageFolderContent(
  db: Db,
  revisionId: number,
  folder: string,
  start: number,
  count: number,
) {
  if (folder !== '/') {
    const exists = await db.kysely
      .selectFrom('image_entries')
      .select('id')
      .where('revision_id', '=', revisionId)
      .where('path', '=', folder)
      .where('type', '=', 'FOLDER')
      .executeTakeFirst();
    if (!exists) throw notFound('Folder');
  }
  const base = db.kysely
    .selectFrom('image_entries')
    .where('revision_id', '=', revisionId)
    .where('parent_path', '=', folder);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // 'FOLDER' sorts after 'FILE', so descending type puts folders first and the folder index serves it.
  const rows = await base
    .select(['name', 'path', 'type', 'size', 'mtime'])
    .orderBy('type', 'desc')
    .orderBy('name')
    .offset(start)
    .limit(count)
    .execute();
  const results = rows.map((r) => ({
    name: r.name,
    path: r.path,
    type: r.type,
    size: Number(r.size),
    modified: r.mtime,
  }));
  return pageOf(results, Number(total), count);
}
