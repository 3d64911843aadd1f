// A worker thread that turns a small file into its encoded chunks: read whole into a buffer kept from
// file to file, cut, each chunk hashed, compressed and sealed, each a synchronous call here instead of
// promises and trips through libuv's pool on the agent's main thread, which is left to upload.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { encodeChunk, FastCdc } from '@warden/store';
import { asBuffer, ownMemory } from '@warden/threads/buffers';
import { serveRequests } from '@warden/threads/serve';

export interface EncodeRequest {
  file: string;
  /** Its size when it was scanned. */
  size: number;
  /** The largest file encoded here; a file grown past it since the scan is streamed instead. */
  capacity: number;
  key: Uint8Array;
}

export type EncodeAnswer =
  | { grown: true }
  | {
      grown: false;
      hash: string;
      size: number;
      chunks: { id: string; length: number; data: Uint8Array }[];
    };

let buffer = Buffer.alloc(0);

/** Reads from the start of the file until its end or the buffer is full; answers the bytes read. */
function readWhole(file: string, expectedSize: number): number {
  const fd = fs.openSync(file, 'r');
  try {
    let at = 0;
    for (;;) {
      const n = fs.readSync(fd, buffer, at, buffer.length - at, null);
      at += n;
      // A read that stops short at or past the scanned size is the end of a regular file; one that
      // stops short before it (a file that shrank, or a file system that reads in parts) is asked again.
      if (n === 0 || at === buffer.length || at >= expectedSize) return at;
    }
  } finally {
    fs.closeSync(fd);
  }
}

function encode(request: EncodeRequest): EncodeAnswer {
  // One byte past the capacity tells a file of exactly the capacity from a larger one.
  if (buffer.length !== request.capacity + 1) buffer = Buffer.allocUnsafeSlow(request.capacity + 1);
  const length = readWhole(request.file, request.size);
  if (length > request.capacity) return { grown: true };
  const data = buffer.subarray(0, length);
  const key = asBuffer(request.key);
  const cdc = new FastCdc();
  const chunks = [...cdc.push(data), ...cdc.finish()].map((plain) => {
    const encoded = encodeChunk(plain, key);
    return { id: encoded.id, length: plain.length, data: encoded.data };
  });
  // A single chunk's id already is the SHA-256 of the whole file.
  const hash = chunks.length === 1 ? chunks[0]!.id : createHash('sha256').update(data).digest('hex');
  return { grown: false, hash, size: length, chunks };
}

/** Each chunk in memory of its own (see ownMemory), handed over without a copy. */
function handOver(answer: EncodeAnswer): ArrayBuffer[] {
  if (answer.grown) return [];
  for (const chunk of answer.chunks) chunk.data = ownMemory(chunk.data);
  return answer.chunks.map((c) => c.data.buffer as ArrayBuffer);
}

serveRequests((request: EncodeRequest) => {
  const answer = encode(request);
  return { answer, transfer: handOver(answer) };
});
