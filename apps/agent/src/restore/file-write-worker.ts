// A worker thread that writes a restored file held whole in memory to its temporary name: checked
// against its SHA-256 (a mismatch creates nothing), written, synced, given its metadata and closed,
// each a synchronous call here instead of a promise and a trip through libuv's pool from the agent's
// main thread.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveRequests } from '@warden/threads/serve';
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

/**
 * Written, or refused (the agent's main thread words these): 'linked', the folder no longer leads where
 * it did; 'hash', the content does not match its SHA-256. Any other failure rejects the request.
 */
export type WriteAnswer = 'written' | 'linked' | 'hash';

function applySteps(fd: number, steps: MetadataSteps): void {
  if (steps.owner) fs.fchownSync(fd, steps.owner.uid, steps.owner.gid);
  if (steps.mode !== undefined) fs.fchmodSync(fd, steps.mode);
  if (steps.mtime) fs.futimesSync(fd, new Date(), new Date(steps.mtime));
}

function write(request: WriteRequest): WriteAnswer {
  const { temp, data } = request;
  if (request.hash && createHash('sha256').update(data).digest('hex') !== request.hash) return 'hash';
  const fd = fs.openSync(temp, 'wx', request.mode);
  let answer: WriteAnswer | null = null;
  try {
    // Checked once, as the file is opened: a folder replaced by a link since its check gets no data.
    if (fs.realpathSync(path.dirname(temp)) !== request.realFolder) {
      answer = 'linked';
    } else {
      for (let at = 0; at < data.length; ) at += fs.writeSync(fd, data, at);
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
