// Pack files: many encoded chunks in one stored object, so a backup writes and syncs one object per
// few MiB instead of one per chunk. Layout: "WPK1", the encoded chunks back to back (each keeps its own
// WCK1 header and GCM tag), then the index (per chunk: its 32-byte id, offset and length as uint32
// big-endian) and a trailer (the entry count, uint32, then "WPKI"). The index only repeats what the
// database records, so a pack can be checked or rebuilt from its own bytes.
import { randomBytes } from 'node:crypto';
import { type EncodedChunk, isChunkId, MAX_ENCODED_CHUNK_SIZE, readChunkHeader } from './chunk-codec.ts';

const MAGIC = Buffer.from('WPK1', 'latin1');
const TRAILER_MAGIC = Buffer.from('WPKI', 'latin1');
const ID_LENGTH = 32;
const ENTRY_LENGTH = ID_LENGTH + 8;
const TRAILER_LENGTH = 4 + TRAILER_MAGIC.length;
/** The size packs are cut to: an upload becomes as many packs of about this size as its bytes make. */
export const PACK_TARGET_SIZE = 8 * 1024 * 1024;
/** The most a pack may hold: offsets are uint32, and no reader should load more than this at once. */
export const MAX_PACK_SIZE = 64 * 1024 * 1024;

export class PackFormatError extends Error {
  override readonly name = 'PackFormatError';
}

export interface PackEntry {
  /** The chunk id (lowercase hex SHA-256 of its plaintext). */
  id: string;
  /** Where the encoded chunk starts in the pack. */
  offset: number;
  /** The encoded chunk's length. */
  length: number;
}

export interface BuiltPack {
  /** A fresh random name: packs are never rewritten, a repack writes a new one. */
  id: string;
  data: Buffer;
  entries: PackEntry[];
}

export function newPackId(): string {
  return randomBytes(16).toString('hex');
}

export function isPackId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/**
 * Groups chunks (in order, each id once) into packs of about targetSize: as many packs as the bytes
 * make to the nearest whole number (at least one), each closed once it holds an even share of them.
 * Closing each pack at the target itself split an upload of a little over the target into a full pack
 * and one of a few chunks, and the agent's batches end just past it: nearly every upload paid a second
 * object, sync and transaction for a handful of chunks (docs/performance.md).
 */
export function groupIntoPacks(
  chunks: readonly EncodedChunk[],
  targetSize = PACK_TARGET_SIZE,
): EncodedChunk[][] {
  const seen = new Set<string>();
  const distinct = chunks.filter((chunk) => !seen.has(chunk.id) && seen.add(chunk.id));
  const total = distinct.reduce((sum, chunk) => sum + chunk.data.length, 0);
  // Every pack but the last holds at least the share, so the last holds at most the share, and no
  // pack passes it by more than one chunk.
  const share = total / Math.max(1, Math.round(total / targetSize));
  const groups: EncodedChunk[][] = [];
  let group: EncodedChunk[] = [];
  let bytes = 0;
  for (const chunk of distinct) {
    group.push(chunk);
    bytes += chunk.data.length;
    if (bytes >= share) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** A pack as the pieces it is written from: its head, the chunks themselves (not copied) and its index. */
export interface PackParts {
  id: string;
  parts: Buffer[];
  /** The pack's length, the sum of its parts. */
  size: number;
  entries: PackEntry[];
}

/** Writes the chunks (checked for framing, each id once) into one pack. */
export function buildPack(chunks: readonly EncodedChunk[]): BuiltPack {
  const { id, parts, size, entries } = buildPackParts(chunks);
  return { id, data: Buffer.concat(parts, size), entries };
}

/**
 * buildPack() without joining the pieces, for a store that joins them where it writes (into memory it
 * keeps, see kept-join.ts) instead of into a fresh buffer per pack.
 */
export function buildPackParts(chunks: readonly EncodedChunk[]): PackParts {
  if (chunks.length === 0) throw new PackFormatError('A pack holds at least one chunk');
  const ids = new Set<string>();
  let body = 0;
  for (const chunk of chunks) {
    if (!isChunkId(chunk.id)) throw new PackFormatError(`Bad chunk id ${chunk.id}`);
    if (ids.has(chunk.id)) throw new PackFormatError(`Chunk ${chunk.id} is in the pack twice`);
    ids.add(chunk.id);
    readChunkHeader(chunk.data, chunk.id);
    body += chunk.data.length;
  }
  const indexLength = chunks.length * ENTRY_LENGTH + TRAILER_LENGTH;
  const size = MAGIC.length + body + indexLength;
  if (size > MAX_PACK_SIZE) throw new PackFormatError(`A pack holds at most ${MAX_PACK_SIZE} bytes`);
  const parts: Buffer[] = [MAGIC];
  const entries: PackEntry[] = [];
  let at = MAGIC.length;
  for (const chunk of chunks) {
    parts.push(chunk.data);
    entries.push({ id: chunk.id, offset: at, length: chunk.data.length });
    at += chunk.data.length;
  }
  const index = Buffer.allocUnsafe(indexLength);
  entries.forEach((entry, i) => {
    const from = i * ENTRY_LENGTH;
    index.write(entry.id, from, 'hex');
    index.writeUInt32BE(entry.offset, from + ID_LENGTH);
    index.writeUInt32BE(entry.length, from + ID_LENGTH + 4);
  });
  index.writeUInt32BE(entries.length, indexLength - TRAILER_LENGTH);
  TRAILER_MAGIC.copy(index, indexLength - TRAILER_MAGIC.length);
  parts.push(index);
  return { id: newPackId(), parts, size, entries };
}

/**
 * Reads a pack's index from its bytes and checks it: magic, trailer, every entry inside the chunk area,
 * in order and without overlap. A truncated or damaged pack is a PackFormatError.
 */
export function readPackIndex(data: Buffer): PackEntry[] {
  if (data.length < MAGIC.length + TRAILER_LENGTH || !MAGIC.equals(data.subarray(0, MAGIC.length))) {
    throw new PackFormatError('Not a pack (bad magic)');
  }
  if (!TRAILER_MAGIC.equals(data.subarray(data.length - TRAILER_MAGIC.length))) {
    throw new PackFormatError('The pack is truncated (no index trailer)');
  }
  const count = data.readUInt32BE(data.length - TRAILER_LENGTH);
  const indexStart = data.length - TRAILER_LENGTH - count * ENTRY_LENGTH;
  if (count === 0 || indexStart < MAGIC.length) throw new PackFormatError('The pack index is damaged');
  const entries: PackEntry[] = [];
  let expected = MAGIC.length;
  for (let i = 0; i < count; i++) {
    const at = indexStart + i * ENTRY_LENGTH;
    const entry = {
      id: data.toString('hex', at, at + ID_LENGTH),
      offset: data.readUInt32BE(at + ID_LENGTH),
      length: data.readUInt32BE(at + ID_LENGTH + 4),
    };
    if (entry.offset !== expected || entry.length > MAX_ENCODED_CHUNK_SIZE) {
      throw new PackFormatError(`The pack index entry ${i + 1} (${entry.id}) is damaged`);
    }
    expected += entry.length;
    entries.push(entry);
  }
  if (expected !== indexStart) throw new PackFormatError('The pack index does not cover the pack');
  return entries;
}

/** One chunk's encoded bytes out of a whole pack (sharing its memory). */
export function chunkOfPack(data: Buffer, entry: Pick<PackEntry, 'offset' | 'length'>): Buffer {
  if (entry.offset < MAGIC.length || entry.offset + entry.length > data.length) {
    throw new PackFormatError(
      `No chunk at ${entry.offset}+${entry.length} in a pack of ${data.length} bytes`,
    );
  }
  return data.subarray(entry.offset, entry.offset + entry.length);
}
