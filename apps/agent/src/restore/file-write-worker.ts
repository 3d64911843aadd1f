// A worker thread that writes a restored file held whole in memory to its temporary name: its chunks
// decoded (those that came as the server stores them), checked against its SHA-256 (a mismatch creates
// nothing), written, synced, given its metadata and closed, each a synchronous call here instead of a
// promise and a trip through libuv's pool from the agent's main thread.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ChunkCorruptError, decodeChunkSync, PlainArena } from '@warden/store';
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

export interface WriteRequest {
  temp: string;
  /** The real path the temporary file's folder had when it was checked. */
  realFolder: string;
  mode: number;
  parts: WritePart[];
  /** The organisation's data key, when a part is stored. */
  key: Uint8Array | null;
  hash: string | null;
  steps: MetadataSteps;
}

/**
 * Written, or refused (the agent's main thread words these): 'linked', the folder no longer leads where
 * it did; 'hash', the content does not match its SHA-256; failed, a chunk that is corrupt or of the
 * wrong length, as its error reads. Any other failure rejects the request.
 */
export type WriteAnswer = 'written' | 'linked' | 'hash' | { failed: string };

function applySteps(fd: number, steps: MetadataSteps): void {
  if (steps.owner) fs.fchownSync(fd, steps.owner.uid, steps.owner.gid);
  if (steps.mode !== undefined) fs.fchmodSync(fd, steps.mode);
  if (steps.mtime) fs.futimesSync(fd, new Date(), new Date(steps.mtime));
}

/** Where a file's chunks are decompressed, the memory reused from one file to the next. */
const arena = new PlainArena();

/** The file's plaintext, chunk by chunk (valid until the next request), or why it cannot be had. */
function plaintexts(request: WriteRequest): Buffer[] | { failed: string } {
  const key = request.key && asBuffer(request.key);
  const plains: Buffer[] = [];
  arena.reset();
  for (const part of request.parts) {
    let plain = asBuffer(part.bytes);
    if (part.stored) {
      try {
        plain = decodeChunkSync(plain, key!, part.id, { checkId: part.checkId, arena });
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

function write(request: WriteRequest): WriteAnswer {
  const { temp } = request;
  const plains = plaintexts(request);
  if (!Array.isArray(plains)) return plains;
  if (request.hash) {
    const digest = createHash('sha256');
    for (const plain of plains) digest.update(plain);
    if (digest.digest('hex') !== request.hash) return 'hash';
  }
  const fd = fs.openSync(temp, 'wx', request.mode);
  let answer: WriteAnswer | null = null;
  try {
    // Checked once, as the file is opened: a folder replaced by a link since its check gets no data.
    if (fs.realpathSync(path.dirname(temp)) !== request.realFolder) {
      answer = 'linked';
    } else {
      for (const plain of plains) {
        for (let at = 0; at < plain.length; ) at += fs.writeSync(fd, plain, at);
      }
      fs.fsyncSync(fd);
      applySteps(fd, request.steps);
      answer = 'written';
    }
    return answer;
  } finally {
    fs.closeSync(fd);
    if (answer !== 'written') fs.rmSync(temp, { force: true });
  }
}

serveRequests((request: WriteRequest) => ({ answer: write(request) }));
