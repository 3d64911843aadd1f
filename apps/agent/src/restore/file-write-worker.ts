// A worker thread that writes a restored file held whole in memory to its temporary name: checked
// against its SHA-256 (a mismatch creates nothing), written, synced, given its metadata and closed, each a synchronous call here
// instead of a promise and a trip through libuv's pool from the agent's main thread.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { MetadataSteps } from './file-metadata.ts';

export interface WriteRequest {
  temp: string;
  /** The real path the temporary file's folder had when it was checked. */
  realFolder: string;
  mode: number;
  data: Uint8Array;
  hash: string | null;
  steps: MetadataSteps;
}

/** 'linked': the folder no longer leads where it did; 'hash': the content does not match its SHA-256. */
export type WriteAnswer =
  | { ok: true }
  | { ok: false; reason: 'linked' }
  | { ok: false; reason: 'hash' }
  | { ok: false; reason: 'error'; message: string; code?: string };

/** A failure the agent's main thread words itself. */
class Refusal extends Error {
  constructor(readonly answer: WriteAnswer & { reason: 'linked' | 'hash' }) {
    super(answer.reason);
  }
}

function applySteps(fd: number, steps: MetadataSteps): void {
  if (steps.owner) fs.fchownSync(fd, steps.owner.uid, steps.owner.gid);
  if (steps.mode !== undefined) fs.fchmodSync(fd, steps.mode);
  if (steps.mtime) fs.futimesSync(fd, new Date(), new Date(steps.mtime));
}

function write(request: WriteRequest): void {
  const { temp, data } = request;
  if (request.hash && createHash('sha256').update(data).digest('hex') !== request.hash) {
    throw new Refusal({ ok: false, reason: 'hash' });
  }
  const fd = fs.openSync(temp, 'wx', request.mode);
  let written = false;
  try {
    // Checked once, as the file is opened: a folder replaced by a link since its check gets no data.
    const folder = path.dirname(temp);
    if (fs.realpathSync(folder) !== request.realFolder) throw new Refusal({ ok: false, reason: 'linked' });
    for (let at = 0; at < data.length; ) at += fs.writeSync(fd, data, at);
    fs.fsyncSync(fd);
    applySteps(fd, request.steps);
    written = true;
  } finally {
    fs.closeSync(fd);
    if (!written) fs.rmSync(temp, { force: true });
  }
}

parentPort?.on('message', (request: WriteRequest) => {
  let answer: WriteAnswer = { ok: true };
  try {
    write(request);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    answer =
      err instanceof Refusal
        ? err.answer
        : { ok: false, reason: 'error', message: e instanceof Error ? e.message : String(e), code: e.code };
  }
  parentPort?.postMessage(answer);
});
