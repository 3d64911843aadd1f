// A worker thread that turns files into their encoded chunks: a small file read whole into a buffer
// kept from file to file, a large one a part at a time, its chunker kept here between parts.
// Each chunk is hashed, compressed and sealed by a synchronous call here instead of promises and trips
// through libuv's pool on the agent's main thread, which is left to upload; the file's bytes never
// reach the main thread's heap, whose every full collection costs far more than this thread's.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { encodeChunk, FastCdc } from '@warden/store';
import { eachOnItsOwn, type ItemResult } from '@warden/threads/batched';
import { asBuffer, ownMemory } from '@warden/threads/buffers';
import { serveRequests } from '@warden/threads/serve';

export type EncodeRequest =
  | {
      /** Small files, each read whole; several per message, since a message costs more than a small file. */
      kind: 'whole';
      /** Each file with its size when it was scanned. */
      files: { file: string; size: number }[];
      /** The largest file encoded here; a file grown past it since the scan is read in parts instead. */
      capacity: number;
      key: Uint8Array;
    }
  | {
      /** The next part of a file; the parts of one stream go to one worker, in order (a pool lane). */
      kind: 'part';
      stream: number;
      file: string;
      key: Uint8Array;
    };

export interface EncodedPiece {
  id: string;
  length: number;
  data: Uint8Array;
}

/** One file read whole: encoded, or grown past the capacity since the scan. */
export type WholeFile =
  | { grown: true }
  | { grown: false; hash: string | null; size: number; chunks: EncodedPiece[] };

export type EncodeAnswer =
  | { kind: 'whole'; files: ItemResult<WholeFile>[] }
  | { kind: 'part'; read: number; chunks: EncodedPiece[]; end: { hash: string | null; size: number } | null };

/** Bytes read per part: a full-size chunk, so that each part ends at least one chunk. */
const PART = 4 * 1024 * 1024;

const EMPTY_SHA256 = createHash('sha256').digest('hex');

/**
 * The file's SHA-256 when it is one chunk (that chunk's id) or empty; null for a file of several
 * chunks, whose restore checks each chunk against its id instead. Hashing such a file whole was a
 * third pass over its bytes (after the chunks' ids here and the server's check), and such files hold
 * much of a share's bytes: 40 % of the benchmark's (docs/performance.md).
 */
function fileHash(chunkCount: number, onlyId: string | undefined): string | null {
  if (chunkCount === 1) return onlyId!;
  return chunkCount === 0 ? EMPTY_SHA256 : null;
}

let buffer = Buffer.alloc(0);
/**
 * The memory large files' parts are read into, kept from part to part: fresh memory costs a page fault
 * for each page touched, which on some virtual machines costs more than encoding what is read into it.
 */
let partBuffer: Buffer | null = null;

/** Reads at position into data until it is full or the file ends; answers the bytes read. */
function readFrom(fd: number, data: Buffer, position: number, stopAt = data.length): number {
  let at = 0;
  for (;;) {
    const n = fs.readSync(fd, data, at, data.length - at, position + at);
    at += n;
    // A read that stops short at or past stopAt is the end of a regular file; one that stops short
    // before it (a file that shrank, or a file system that reads in parts) is asked again.
    if (n === 0 || at === data.length || at >= stopAt) return at;
  }
}

function withFile<T>(file: string, use: (fd: number) => T): T {
  const fd = fs.openSync(file, 'r');
  try {
    return use(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function encodeAll(plains: Buffer[], key: Buffer): EncodedPiece[] {
  return plains.map((plain) => {
    const encoded = encodeChunk(plain, key);
    return { id: encoded.id, length: plain.length, data: encoded.data };
  });
}

function encodeFile(file: string, scannedSize: number, capacity: number, key: Buffer): WholeFile {
  // One byte past the capacity tells a file of exactly the capacity from a larger one.
  if (buffer.length !== capacity + 1) buffer = Buffer.allocUnsafeSlow(capacity + 1);
  const length = withFile(file, (fd) => readFrom(fd, buffer, 0, scannedSize));
  if (length > capacity) return { grown: true };
  const data = buffer.subarray(0, length);
  const cdc = new FastCdc();
  const chunks = encodeAll([...cdc.push(data), ...cdc.finish()], key);
  return { grown: false, hash: fileHash(chunks.length, chunks[0]?.id), size: length, chunks };
}

/** Each file on its own: one that cannot be read fails alone, as it would in a message of its own. */
function encodeWhole(request: Extract<EncodeRequest, { kind: 'whole' }>): EncodeAnswer {
  const key = asBuffer(request.key);
  const files = eachOnItsOwn(request.files, ({ file, size }) =>
    encodeFile(file, size, request.capacity, key),
  );
  return { kind: 'whole', files };
}

/** What a file read in parts has left here between them: where the next part starts, its chunks so far. */
interface Stream {
  cdc: FastCdc;
  size: number;
  chunkCount: number;
  firstId: string | undefined;
}

const streams = new Map<number, Stream>();

/**
 * The file is opened for each part rather than kept open between them: a stream its caller abandons
 * (a backup that failed) then leaves no descriptor behind, only its state until the pool closes.
 */
function encodePart(request: Extract<EncodeRequest, { kind: 'part' }>): EncodeAnswer {
  let stream = streams.get(request.stream);
  if (!stream) {
    stream = { cdc: new FastCdc(), size: 0, chunkCount: 0, firstId: undefined };
    streams.set(request.stream, stream);
  }
  const { cdc } = stream;
  try {
    // The chunker copies what it keeps of a part for a chunk that continues in the next, except a part
    // in which it found no cut; such a part is left to it and the next one is read into fresh memory.
    const data = partBuffer ?? Buffer.allocUnsafeSlow(PART);
    partBuffer = null;
    const read = withFile(request.file, (fd) => readFrom(fd, data, stream.size));
    const piece = data.subarray(0, read);
    stream.size += read;
    const last = read < PART;
    const chunks = encodeAll([...cdc.push(piece), ...(last ? cdc.finish() : [])], asBuffer(request.key));
    stream.firstId ??= chunks[0]?.id;
    stream.chunkCount += chunks.length;
    // The chunks are encoded into memory of their own, so only the chunker may still refer to the part.
    if (!cdc.holds(piece)) partBuffer = data;
    if (!last) return { kind: 'part', read, chunks, end: null };
    streams.delete(request.stream);
    return {
      kind: 'part',
      read,
      chunks,
      end: { hash: fileHash(stream.chunkCount, stream.firstId), size: stream.size },
    };
  } catch (error) {
    streams.delete(request.stream);
    throw error;
  }
}

/** Each chunk in memory of its own (see ownMemory), handed over without a copy. */
function handOver(answer: EncodeAnswer): ArrayBuffer[] {
  const pieces =
    answer.kind === 'part'
      ? answer.chunks
      : answer.files.flatMap((f) => ('ok' in f && !f.ok.grown ? f.ok.chunks : []));
  for (const chunk of pieces) chunk.data = ownMemory(chunk.data);
  return pieces.map((c) => c.data.buffer as ArrayBuffer);
}

serveRequests((request: EncodeRequest) => {
  const answer = request.kind === 'whole' ? encodeWhole(request) : encodePart(request);
  return { answer, transfer: handOver(answer) };
});
