// A revision's chunks as reads: neighbours stored back to back in one pack are read with one range
// request (one GET from a bucket instead of one per chunk), then each is decoded.
import { ChunkCorruptError } from '@warden/store';
import type { BackupStorage } from '../storage/backup-storage.ts';

/** One chunk of a revision, with where its stored bytes lie when it is in a pack. */
export interface LocatedSpan {
  seq: number;
  chunk_id: string;
  /** Where the chunk's plaintext starts in the file. */
  offset: number;
  length: number;
  pack_id: string | null;
  pack_offset: number | null;
  stored_size: number | null;
}

const inPack = (span: LocatedSpan) =>
  span.pack_id !== null && span.pack_offset !== null && span.stored_size !== null;

/** The most stored bytes one grouped read brings in: a single larger chunk is read alone. */
export const MAX_GROUP_BYTES = 2 * 1024 * 1024;

function follows(previous: LocatedSpan, next: LocatedSpan): boolean {
  return (
    next.pack_id !== null &&
    next.pack_id === previous.pack_id &&
    next.pack_offset !== null &&
    previous.pack_offset !== null &&
    previous.stored_size !== null &&
    next.pack_offset === previous.pack_offset + previous.stored_size
  );
}

/** Runs of consecutive spans stored back to back in one pack, each at most maxBytes (or one chunk). */
export async function* groupAdjacent(
  spans: AsyncIterable<LocatedSpan>,
  maxBytes = MAX_GROUP_BYTES,
): AsyncGenerator<LocatedSpan[]> {
  let group: LocatedSpan[] = [];
  let bytes = 0;
  for await (const span of spans) {
    const size = span.stored_size ?? 0;
    const previous = group.at(-1);
    if (previous && (!follows(previous, span) || bytes + size > maxBytes)) {
      yield group;
      group = [];
      bytes = 0;
    }
    group.push(span);
    bytes += size;
  }
  if (group.length > 0) yield group;
}

/**
 * The verified plaintext of each chunk of the group, in order. readAlone reads and decodes one chunk by
 * itself (with every fallback of the store) and turns its faults into ChunkReadError; asReadError does
 * the same for a decoding fault here.
 */
export async function decodeGroup(
  storage: BackupStorage,
  organizationId: number,
  group: LocatedSpan[],
  readAlone: (chunkId: string) => Promise<Buffer>,
  asReadError: (chunkId: string, error: unknown) => unknown,
): Promise<Buffer[]> {
  const together =
    // Where the spans already say: a chunk from before packs is read alone, through its own object.
    inPack(group[0]!)
      ? await storage.readPackSpan(
          organizationId,
          group[0]!.pack_id!,
          group.map((span) => ({ offset: span.pack_offset!, size: span.stored_size! })),
        )
      : null;
  const read = group.flatMap((span, i) => {
    const data = together?.[i];
    return data ? [{ id: span.chunk_id, data }] : [];
  });
  const decoded =
    read.length === 0 ? [] : await storage.decoders.plaintexts(await storage.dataKey(organizationId), read);
  let next = 0;
  return Promise.all(
    group.map(async (span, i) => {
      if (!together?.[i]) return readAlone(span.chunk_id);
      const plain = decoded[next++]!;
      if (plain instanceof ChunkCorruptError) throw asReadError(span.chunk_id, plain);
      return plain;
    }),
  );
}
