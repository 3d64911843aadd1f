// A worker thread that writes restored files to their temporary names: their chunks decoded (those
// that came as the server stores them), written, checked against their SHA-256, given their metadata,
// synced and closed, each a synchronous call here instead of a promise and a trip through libuv's pool
// from the agent's main thread. A file held whole in memory is checked before anything is
// created; a larger one comes in parts, the file kept open here between them, so its bytes never
// reach the main thread's heap.
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ChunkCorruptError, decodeChunkSync, PlainArena } from '@warden/store';
import { eachOnItsOwn, type ItemResult } from '@warden/threads/batched';
import { asBuffer } from '@warden/threads/buffers';
import { serveRequests } from '@warden/threads/serve';
import { wrongChunkLength } from './content-errors.ts';
import type { MetadataSteps } from './file-metadata.ts';

/** One chunk of the file, in order. */
export interface WritePart {
  id: string;
  /** A view of a batch answer's shared memory, or bytes of its own (posted as a copy). */
  bytes: Uint8Array;
  /** Its plaintext's length, as the manifest says. */
  size: number;
  /** Its bytes are as stored: decrypted and decompressed here, hashed against its id when asked. */
  stored: boolean;
  checkId: boolean;
}

/** The temporary file to create, and the real path its folder had when it was checked. */
export interface FileToOpen {
  temp: string;
  realFolder: string;
  mode: number;
}

/** What a file is checked against and given once all of it is written. */
export interface FileEnd {
  hash: string | null;
  steps: MetadataSteps;
}

/** Chunks and the organisation's data key, when a chunk is stored. */
export interface Chunks {
  parts: WritePart[];
  key: Uint8Array | null;
}

/** A file held whole in memory: checked, then created, written and finished in one go. */
export type WholeWrite = FileToOpen & FileEnd & Chunks;

export type WriteRequest =
  /** Files held whole, several per message, since a message costs more than writing a small file. */
  | { kind: 'whole'; files: WholeWrite[] }
  /**
   * The next part of a file, the first with the file to open and whether its end checks the whole
   * file's SHA-256 (a file of several chunks has none); one stream's parts go to one thread (a pool lane).
   */
  | ({ kind: 'part'; stream: number; open: (FileToOpen & { hashed: boolean }) | null } & Chunks)
  /** The end of a stream: finished, or abandoned (finish null; the file is removed). */
  | { kind: 'end'; stream: number; finish: FileEnd | null };

/**
 * Written (a whole file, or a stream finished), taken (a part), ended (a stream abandoned), or refused
 * (the agent's main thread words these): 'linked', the folder no longer leads where it did; 'hash',
 * the content does not match its SHA-256; failed, a chunk that is corrupt or of the wrong length, as
 * its error reads. A refused file is removed. Any other failure rejects the request.
 */
export type WriteAnswer = 'written' | 'taken' | 'ended' | 'linked' | 'hash' | { failed: string };

/** A part's or an end's answer, or each whole file's (its answer, or the error that failed it alone). */
export type WriterAnswer = WriteAnswer | { files: ItemResult<WriteAnswer>[] };

function applySteps(fd: number, steps: MetadataSteps): void {
  if (steps.owner) fs.fchownSync(fd, steps.owner.uid, steps.owner.gid);
  if (steps.mode !== undefined) fs.fchmodSync(fd, steps.mode);
  if (steps.mtime) fs.futimesSync(fd, new Date(), new Date(steps.mtime));
}

/** Where chunks are decompressed, the memory reused from one request to the next. */
const arena = new PlainArena();

/** The chunks' plaintexts (valid until the next request), or why they cannot be had. */
function plaintexts({ parts, key }: Chunks): Buffer[] | { failed: string } {
  const keyBytes = key && asBuffer(key);
  const plains: Buffer[] = [];
  arena.reset();
  for (const part of parts) {
    let plain = asBuffer(part.bytes);
    if (part.stored) {
      try {
        plain = decodeChunkSync(plain, keyBytes!, part.id, { checkId: part.checkId, arena });
      } catch (error) {
        if (error instanceof ChunkCorruptError) return { failed: error.message };
        throw error;
      }
    }
    if (plain.length !== part.size) return { failed: wrongChunkLength(part.id, plain.length, part.size) };
    plains.push(plain);
  }
  return plains;
}

const hashOf = (plains: Buffer[]) =>
  plains.reduce((digest, plain) => digest.update(plain), createHash('sha256'));

/** Creates the file; checked once, as it is opened: a folder replaced by a link since its check gets no data. */
function open({ temp, realFolder, mode }: FileToOpen): number | 'linked' {
  const fd = fs.openSync(temp, 'wx', mode);
  // The system's realpath, as the main thread's check that gave realFolder (fs/promises) uses: a
  // third of the time of Node's own, which looks at each level of the path in JavaScript.
  if (fs.realpathSync.native(path.dirname(temp)) === realFolder) return fd;
  close(fd, temp, 'linked');
  return 'linked';
}

function writeAll(fd: number, plains: Buffer[]): void {
  for (const plain of plains) {
    for (let at = 0; at < plain.length; ) at += fs.writeSync(fd, plain, at);
  }
}

/**
 * Gives the file its metadata, then syncs it: the one sync then makes the owner, mode and time durable
 * with the data, where metadata set after it changed the inode again for a later journal commit to
 * write (a file at its final name could come back from a crash with the restore's time), and the
 * restore ran about 4 % slower (docs/performance.md).
 */
function finish(fd: number, steps: MetadataSteps): 'written' {
  applySteps(fd, steps);
  fs.fsyncSync(fd);
  return 'written';
}

/** Closes the file, removing it unless it was written. */
function close(fd: number, temp: string, answer: WriteAnswer | null): void {
  fs.closeSync(fd);
  if (answer !== 'written') fs.rmSync(temp, { force: true });
}

function writeWhole(request: WholeWrite): WriteAnswer {
  const plains = plaintexts(request);
  if (!Array.isArray(plains)) return plains;
  if (request.hash && hashOf(plains).digest('hex') !== request.hash) return 'hash';
  const fd = open(request);
  if (fd === 'linked') return fd;
  let answer: WriteAnswer | null = null;
  try {
    writeAll(fd, plains);
    answer = finish(fd, request.steps);
    return answer;
  } finally {
    close(fd, request.temp, answer);
  }
}

/** A file written in parts: open here from its first part to its end. */
interface Stream {
  fd: number;
  temp: string;
  /** Null when the file has no whole-file SHA-256: its chunks are checked against their ids instead. */
  digest: Hash | null;
}

const streams = new Map<number, Stream>();

/** Ends a stream: closes its file, removing it unless it was written. */
function end(id: number, answer: WriteAnswer | null): void {
  const stream = streams.get(id);
  if (!stream) return;
  streams.delete(id);
  close(stream.fd, stream.temp, answer);
}

function writePart(request: Extract<WriteRequest, { kind: 'part' }>): WriteAnswer {
  if (!streams.has(request.stream)) {
    if (!request.open) throw new Error('a part of a file that is not open');
    const fd = open(request.open);
    if (fd === 'linked') return fd;
    const digest = request.open.hashed ? createHash('sha256') : null;
    streams.set(request.stream, { fd, temp: request.open.temp, digest });
  }
  const stream = streams.get(request.stream)!;
  try {
    const plains = plaintexts(request);
    if (!Array.isArray(plains)) {
      end(request.stream, plains);
      return plains;
    }
    writeAll(stream.fd, plains);
    for (const plain of plains) stream.digest?.update(plain);
    return 'taken';
  } catch (error) {
    end(request.stream, null);
    throw error;
  }
}

function endStream(request: Extract<WriteRequest, { kind: 'end' }>): WriteAnswer {
  const stream = streams.get(request.stream);
  // Already ended: a part refused or failed.
  if (!stream) return 'ended';
  let answer: WriteAnswer = 'ended';
  try {
    if (request.finish) {
      const { hash, steps } = request.finish;
      if (hash && !stream.digest) throw new Error('a file opened without its SHA-256 was ended with one');
      answer = hash && stream.digest!.digest('hex') !== hash ? 'hash' : finish(stream.fd, steps);
    }
    return answer;
  } finally {
    end(request.stream, answer);
  }
}

serveRequests((request: WriteRequest): { answer: WriterAnswer } => {
  if (request.kind === 'whole') return { answer: { files: eachOnItsOwn(request.files, writeWhole) } };
  return { answer: request.kind === 'part' ? writePart(request) : endStream(request) };
});
