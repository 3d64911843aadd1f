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
  // Where the spans already say: a chunk from before packs is read alone, through its own object.
  const decoded = inPack(group[0]!) ? await decodeInPack(storage, organizationId, group) : null;
  return Promise.all(
    group.map(async (span, i) => {
      const plain = decoded?.[i];
      if (!plain) return readAlone(span.chunk_id);
      if (plain instanceof ChunkCorruptError) throw asReadError(span.chunk_id, plain);
      return plain;
    }),
  );
}

/**
 * A download hands the bytes on without hashing each chunk against its id: AES-GCM authenticates them
 * with the id as associated data, and each was hashed against its id when it was stored. Hashing them
 * again took a fifth of a large file's download (docs/performance.md).
 */
const HANDED_ON = { checkId: false } as const;

/** The group's chunks read together from their pack and decoded; null where a chunk is to be read alone. */
async function decodeInPack(
  storage: BackupStorage,
  organizationId: number,
  group: LocatedSpan[],
): Promise<(Buffer | ChunkCorruptError | null)[] | null> {
  const packId = group[0]!.pack_id!;
  const located = group.map((span) => ({
    id: span.chunk_id,
    offset: span.pack_offset!,
    size: span.stored_size!,
  }));
  const inPlace = await storage.decodePackSpanInPlace(organizationId, packId, located, HANDED_ON);
  if (inPlace !== undefined) return inPlace;
  const together = await storage.readPackSpan(organizationId, packId, located);
  if (!together) return null;
  const read = group.flatMap((span, i) => {
    const data = together[i];
    return data ? [{ id: span.chunk_id, data }] : [];
  });
  const plains =
    read.length === 0
      ? []
      : await storage.decoders.plaintexts(await storage.dataKey(organizationId), read, HANDED_ON);
  let next = 0;
  return together.map((data) => (data ? plains[next++]! : null));
}
