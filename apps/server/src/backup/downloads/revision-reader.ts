// Reads a byte range of a revision from CLOUD storage: only the chunks that cover the range, one chunk
// in memory at a time, each verified by BackupStorage.readChunk.
import { BlobNotFoundError, ChunkCorruptError } from '@warden/store';
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';

const SPAN_PAGE = 1000;

export class ChunkReadError extends Error {
  constructor(
    readonly chunkId: string,
    readonly problem: 'missing' | 'corrupt',
  ) {
    super(problem === 'missing' ? `chunk ${chunkId} is missing` : `chunk ${chunkId} is damaged`);
  }
}

export interface RevisionRange {
  organizationId: number;
  revisionId: number;
  /** First byte, inclusive. */
  start: number;
  /** Last byte, exclusive. */
  end: number;
}

interface Span {
  seq: number;
  chunk_id: string;
  offset: number;
  length: number;
}

/** The revision's chunks overlapping [start, end), in order, fetched a page at a time. */
export async function* spansCovering(db: Db, range: RevisionRange): AsyncGenerator<Span> {
  if (range.end <= range.start) return;
  let afterSeq = -1;
  for (;;) {
    const rows = await db.kysely
      .selectFrom('revision_chunks')
      .select(['seq', 'chunk_id', 'offset', 'length'])
      .where('revision_id', '=', range.revisionId)
      .where('seq', '>', afterSeq)
      .where((eb) => eb(eb('offset', '+', eb.ref('length')), '>', range.start))
      .where('offset', '<', range.end)
      .orderBy('seq')
      .limit(SPAN_PAGE)
      .execute();
    for (const row of rows) yield { ...row, offset: Number(row.offset), length: Number(row.length) };
    if (rows.length < SPAN_PAGE) return;
    afterSeq = rows.at(-1)!.seq;
  }
}

export async function readVerifiedChunk(
  storage: BackupStorage,
  organizationId: number,
  chunkId: string,
): Promise<Buffer> {
  try {
    return await storage.readChunk(organizationId, chunkId);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new ChunkReadError(chunkId, 'missing');
    if (err instanceof ChunkCorruptError) throw new ChunkReadError(chunkId, 'corrupt');
    throw err;
  }
}

/** The bytes of the range, a slice of one decoded chunk at a time. */
export async function* readRevisionRange(
  db: Db,
  storage: BackupStorage,
  range: RevisionRange,
): AsyncGenerator<Buffer> {
  for await (const span of spansCovering(db, range)) {
    const data = await readVerifiedChunk(storage, range.organizationId, span.chunk_id);
    const from = Math.max(0, range.start - span.offset);
    const to = Math.min(data.length, range.end - span.offset);
    if (to > from) yield data.subarray(from, to);
  }
}

/** Throws ChunkReadError for the first chunk of the range whose stored object is absent (no decoding). */
export async function assertChunksPresent(db: Db, storage: BackupStorage, range: RevisionRange) {
  let page: string[] = [];
  const check = async () => {
    const absent = await storage.absentChunks(range.organizationId, page);
    const first = page.find((id) => absent.has(id));
    if (first) throw new ChunkReadError(first, 'missing');
    page = [];
  };
  for await (const span of spansCovering(db, range)) {
    page.push(span.chunk_id);
    if (page.length >= SPAN_PAGE) await check();
  }
  if (page.length) await check();
}
