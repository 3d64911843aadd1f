// A mount's work: walks an image revision's archive stream chunk by chunk, reading only the chunks that
// hold tar headers, and indexes every file and folder into image_entries with its data offset.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { ImageEntryTable } from '../../db/schema.ts';
import { readVerifiedChunk, spansCovering } from '../downloads/revision-reader.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import { imageBaseName, imageParentPath, normalImagePath } from './image-path.ts';
import type { ImageRevision } from './image-scope.ts';
import { type TarEntry, TarIndexer } from './tar-index.ts';

const INSERT_BATCH = 500;

class EntryWriter {
  private batch: Insertable<ImageEntryTable>[] = [];
  /** Folders already written; archives list a folder before its content, but parents may be missing. */
  private folders = new Set<string>(['/']);

  constructor(
    private db: Db,
    private revisionId: number,
  ) {}

  async add(entry: TarEntry) {
    const path = normalImagePath(entry.name);
    if (path === null || path === '/') return;
    await this.ensureFolder(imageParentPath(path));
    if (entry.type === 'FOLDER') {
      if (this.folders.has(path)) return;
      this.folders.add(path);
    }
    await this.push(path, entry.type, entry.size, entry.mtime?.toISOString() ?? null, entry.dataOffset);
  }

  private async ensureFolder(path: string) {
    if (this.folders.has(path)) return;
    await this.ensureFolder(imageParentPath(path));
    this.folders.add(path);
    await this.push(path, 'FOLDER', 0, null, 0);
  }

  private async push(path: string, type: 'FILE' | 'FOLDER', size: number, mtime: string | null, at: number) {
    this.batch.push({
      revision_id: this.revisionId,
      parent_path: imageParentPath(path),
      path,
      name: imageBaseName(path),
      type,
      size,
      mtime,
      data_offset: at,
    });
    if (this.batch.length >= INSERT_BATCH) await this.flush();
  }

  async flush() {
    if (this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    await this.db.kysely.insertInto('image_entries').values(rows).execute();
  }
}

export async function indexImage(db: Db, storage: BackupStorage, image: ImageRevision, signal: AbortSignal) {
  const { revisionId, organizationId, size } = image;
  await db.kysely.deleteFrom('image_entries').where('revision_id', '=', revisionId).execute();
  const writer = new EntryWriter(db, revisionId);
  const indexer = new TarIndexer();
  let reported = 0;
  for await (const span of spansCovering(db, { organizationId, revisionId, start: 0, end: size })) {
    signal.throwIfAborted();
    if (span.offset + span.length > indexer.wantedFrom()) {
      const data = await readVerifiedChunk(storage, organizationId, span.chunk_id);
      for (const entry of indexer.feed(span.offset, data)) await writer.add(entry);
    }
    const progress = Math.min(99, Math.floor(((span.offset + span.length) * 100) / Math.max(1, size)));
    if (progress > reported) {
      reported = progress;
      await db.kysely
        .updateTable('image_mounts')
        .set({ progress, updated_at: nowIso() })
        .where('revision_id', '=', revisionId)
        .execute();
    }
  }
  indexer.finish();
  await writer.flush();
}
