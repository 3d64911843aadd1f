// Batch reads of chunks for agents: the frames of many chunks in one answer, in the order asked. Reads
// are grouped by pack and neighbouring ranges read as one, a window of the answer at a time so that a
// large batch does not sit in memory whole. A chunk that cannot be given is an empty frame, not a failure.
import { chunkFrameHeader } from '@warden/store';
import pLimit from 'p-limit';
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import { chunksDeviceMayRead } from './chunk-access.ts';

interface Located {
  packId: string | null;
  offset: number | null;
  size: number;
}

/** Bytes of stored chunks read before their frames are sent. */
const WINDOW_BYTES = 16 * 1024 * 1024;
/** Ranges of one pack this close are read as one, the bytes between them thrown away. */
const MAX_GAP = 64 * 1024;
const READS_AT_ONCE = 4;

/** Where each chunk the device may read lies in its organisation's store; others are left out. */
export async function readableChunkLocations(
  db: Db,
  device: { id: number; organizationId: number },
  ids: readonly string[],
): Promise<Map<string, Located>> {
  const readable = [...(await chunksDeviceMayRead(db, device.id, ids))];
  const rows = await inBatches(readable, (batch) =>
    db.kysely
      .selectFrom('chunks')
      .select(['id', 'pack_id', 'pack_offset', 'stored_size'])
      .where('organization_id', '=', device.organizationId)
      .where('id', 'in', batch)
      .execute(),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        packId: r.pack_id,
        offset: r.pack_offset === null ? null : Number(r.pack_offset),
        size: Number(r.stored_size),
      },
    ]),
  );
}

interface Span {
  packId: string;
  start: number;
  end: number;
  chunks: { id: string; offset: number; size: number }[];
}

/** The pack chunks of a window as spans to read, each pack's neighbouring ranges joined. */
function spansOf(ids: readonly string[], located: Map<string, Located>): Span[] {
  const byPack = new Map<string, { id: string; offset: number; size: number }[]>();
  for (const id of ids) {
    const at = located.get(id)!;
    const list = byPack.get(at.packId!) ?? [];
    list.push({ id, offset: at.offset!, size: at.size });
    byPack.set(at.packId!, list);
  }
  const spans: Span[] = [];
  for (const [packId, chunks] of byPack) {
    chunks.sort((a, b) => a.offset - b.offset);
    let span: Span | null = null;
    for (const c of chunks) {
      if (span && c.offset <= span.end + MAX_GAP) {
        span.end = Math.max(span.end, c.offset + c.size);
        span.chunks.push(c);
      } else {
        span = { packId, start: c.offset, end: c.offset + c.size, chunks: [c] };
        spans.push(span);
      }
    }
  }
  return spans;
}

async function readWindow(
  storage: BackupStorage,
  organizationId: number,
  ids: readonly string[],
  located: Map<string, Located>,
): Promise<Map<string, Buffer | null>> {
  const out = new Map<string, Buffer | null>();
  const limit = pLimit(READS_AT_ONCE);
  // Alone, and with every fallback of the store (a chunk moved by a repack, a chunk from before packs).
  const readOne = async (id: string) => {
    out.set(id, await storage.readEncoded(organizationId, id).catch(() => null));
  };
  const inPacks: string[] = [];
  const alone: string[] = [];
  for (const id of new Set(ids)) {
    const at = located.get(id);
    if (!at) out.set(id, null);
    else if (at.packId === null || at.offset === null) alone.push(id);
    else inPacks.push(id);
  }
  const readSpan = async (span: Span) => {
    const stored = await storage.readPackSpan(organizationId, span.packId, span.chunks);
    // A pack moved by a repack, or cut short: each chunk alone, with every fallback of the store.
    await Promise.all(
      span.chunks.map(async (c, i) => {
        const bytes = stored?.[i];
        if (bytes) out.set(c.id, bytes);
        else await readOne(c.id);
      }),
    );
  };
  await Promise.all([
    ...spansOf(inPacks, located).map((span) => limit(() => readSpan(span))),
    ...alone.map((id) => limit(() => readOne(id))),
  ]);
  return out;
}

/** The answer to a batch read: each id's frame in the order asked, a window of reads at a time. */
export async function* chunkFrames(
  storage: BackupStorage,
  organizationId: number,
  ids: readonly string[],
  located: Map<string, Located>,
): AsyncGenerator<Buffer> {
  for (let start = 0; start < ids.length; ) {
    let end = start;
    let bytes = 0;
    while (
      end < ids.length &&
      (end === start || bytes + (located.get(ids[end]!)?.size ?? 0) <= WINDOW_BYTES)
    ) {
      bytes += located.get(ids[end]!)?.size ?? 0;
      end++;
    }
    const window = ids.slice(start, end);
    const data = await readWindow(storage, organizationId, window, located);
    for (const id of window) {
      const chunk = data.get(id) ?? null;
      yield chunkFrameHeader(id, chunk?.length ?? 0);
      if (chunk) yield chunk;
    }
    start = end;
  }
}
