// Reads a byte range of a revision from CLOUD storage: only the chunks that cover the range, each
// verified, the next few read while one is decoded and sent, answered in order.
import { BlobNotFoundError, ChunkCorruptError } from '@warden/store';
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import { decodeGroup, groupAdjacent, type LocatedSpan } from './chunk-groups.ts';
import { inOrderAhead } from './read-ahead.ts';

const SPAN_PAGE = 1000;
/**
 * Reads (a chunk, or neighbours in one pack of at most MAX_GROUP_BYTES) under way at once for one
 * download: enough that the next reads are done by the time a chunk is decoded and sent, few enough that
 * a download holds at most about 20 MiB.
 */
export const READ_AHEAD_GROUPS = 4;

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

/** The revision's chunks overlapping [start, end), in order, with where each is stored, a page at a time. */
export async function* spansCovering(
  db: Db,
  range: RevisionRange,
  pageSize = SPAN_PAGE,
): AsyncGenerator<LocatedSpan> {
  if (range.end <= range.start) return;
  let afterSeq = -1;
  for (;;) {
    const rows = await db.kysely
      .selectFrom('revision_chunks as rc')
      .leftJoin('chunks as c', (join) =>
        join.onRef('c.id', '=', 'rc.chunk_id').on('c.organization_id', '=', range.organizationId),
      )
      .select([
        'rc.seq',
        'rc.chunk_id',
        'rc.offset',
        'rc.length',
        'c.pack_id',
        'c.pack_offset',
        'c.stored_size',
      ])
      .where('rc.revision_id', '=', range.revisionId)
      .where('rc.seq', '>', afterSeq)
      .where((eb) => eb(eb('rc.offset', '+', eb.ref('rc.length')), '>', range.start))
      .where('rc.offset', '<', range.end)
      .orderBy('rc.seq')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      yield {
        ...row,
        offset: Number(row.offset),
        length: Number(row.length),
        pack_offset: row.pack_offset === null ? null : Number(row.pack_offset),
        stored_size: row.stored_size === null ? null : Number(row.stored_size),
      };
    }
    if (rows.length < pageSize) return;
    afterSeq = rows.at(-1)!.seq;
  }
}

function asReadError(chunkId: string, err: unknown): unknown {
  if (err instanceof BlobNotFoundError) return new ChunkReadError(chunkId, 'missing');
  if (err instanceof ChunkCorruptError) return new ChunkReadError(chunkId, 'corrupt');
  return err;
}

export async function readVerifiedChunk(
  storage: BackupStorage,
  organizationId: number,
  chunkId: string,
): Promise<Buffer> {
  try {
    return await storage.readChunk(organizationId, chunkId);
  } catch (err) {
    throw asReadError(chunkId, err);
  }
}

/**
 * The bytes of the range, a slice of one decoded chunk at a time, the next READ_AHEAD_GROUPS reads
 * fetched and decoded meanwhile.
 */
export async function* readRevisionRange(
  db: Db,
  storage: BackupStorage,
  range: RevisionRange,
  /** The range's spans when the caller has them all already (see presentSpans). */
  known: readonly LocatedSpan[] | null = null,
): AsyncGenerator<Buffer> {
  const org = range.organizationId;
  const readAlone = (chunkId: string) => readVerifiedChunk(storage, org, chunkId);
  const spans = known ? listed(known) : spansCovering(db, range);
  const decoded = inOrderAhead(groupAdjacent(spans), READ_AHEAD_GROUPS, async (group) => ({
    group,
    plains: await decodeGroup(storage, org, group, readAlone, asReadError),
  }));
  for await (const { group, plains } of decoded) {
    for (const [i, span] of group.entries()) {
      const data = plains[i]!;
      const from = Math.max(0, range.start - span.offset);
      const to = Math.min(data.length, range.end - span.offset);
      if (to > from) yield data.subarray(from, to);
    }
  }
}

async function* listed(spans: readonly LocatedSpan[]): AsyncGenerator<LocatedSpan> {
  yield* spans;
}

/**
 * Throws ChunkReadError for the first chunk of the range whose stored object is absent (no decoding).
 * Returns the range's spans when they fit in one page, for readRevisionRange to use instead of asking
 * the database again; a longer range is read again a page at a time rather than held whole.
 */
export async function presentSpans(
  db: Db,
  storage: BackupStorage,
  range: RevisionRange,
  pageSize = SPAN_PAGE,
): Promise<LocatedSpan[] | null> {
  let page: LocatedSpan[] = [];
  let pages = 0;
  const check = async () => {
    const ids = page.map((span) => span.chunk_id);
    const absent = await storage.absentChunks(range.organizationId, ids);
    const first = ids.find((id) => absent.has(id));
    if (first) throw new ChunkReadError(first, 'missing');
    pages++;
  };
  for await (const span of spansCovering(db, range, pageSize)) {
    if (page.length >= pageSize) {
      await check();
      page = [];
    }
    page.push(span);
  }
  if (page.length) await check();
  return pages <= 1 ? page : null;
}
