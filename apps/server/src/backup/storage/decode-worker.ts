// A worker thread that decrypts, decompresses and hashes stored chunks against their ids, each call
// synchronous here, so the server's event loop keeps answering requests while a backup uploads or a
// download decodes, and the buffers each chunk passes through are collected in this thread's small heap.
import { closeSync, openSync, readSync } from 'node:fs';
import { ChunkCorruptError, decodeChunkSync, PlainArena } from '@warden/store';
import { asBuffer, ownMemory } from '@warden/threads/buffers';
import { serveRequests } from '@warden/threads/serve';

/** Where a request's stored bytes are: sent with it, or a range of a local file this thread reads. */
export type DecodeSource = { data: Uint8Array } | { file: { path: string; start: number; length: number } };

export type DecodeRequest = DecodeSource & {
  key: Uint8Array;
  /** Each chunk at its offset in the request's bytes (the data sent, or the file range read). */
  chunks: { id: string; offset: number; length: number }[];
  /** Answer each plaintext (a download), or only its size (an upload's check). */
  keepPlain: boolean;
  /** Hash each plaintext against its id (decodeChunkSync's checkId): always for an upload's check. */
  checkId: boolean;
  /** Hand the bytes sent back with the answer (they were handed over, not copied, and are still needed). */
  handBack?: boolean;
};

/**
 * Per chunk: its plaintext's size (and the plaintext when asked), why it is corrupt, or that the file
 * read ended before it (the caller reads it another way, which finds where it went).
 */
export type DecodeResult = { size: number; plain?: Uint8Array } | { corrupt: string } | { beyondEnd: true };

export interface DecodeAnswer {
  results: DecodeResult[];
  /** The request's bytes, when it asked for them back. */
  data?: Uint8Array;
}

/**
 * The bytes of file reads, kept from one request to the next: fresh memory for every read costs a page
 * fault per 4 KiB, which on some virtual machines is dearer than decrypting the bytes.
 */
let readBuffer = Buffer.alloc(0);

function readRange({ path, start, length }: { path: string; start: number; length: number }): Buffer {
  if (readBuffer.length < length)
    readBuffer = Buffer.allocUnsafeSlow(Math.max(length, readBuffer.length * 2));
  const fd = openSync(path, 'r');
  try {
    let filled = 0;
    while (filled < length) {
      const n = readSync(fd, readBuffer, filled, length - filled, start + filled);
      if (n === 0) break;
      filled += n;
    }
    return readBuffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

/** Where an upload's check decompresses each chunk: only its size is answered, so the memory is reused. */
const checkArena = new PlainArena();

function decodeAll(request: DecodeRequest): DecodeResult[] {
  const key = asBuffer(request.key);
  const data = 'data' in request ? asBuffer(request.data) : readRange(request.file);
  return request.chunks.map(({ id, offset, length }): DecodeResult => {
    if (offset + length > data.length) return { beyondEnd: true };
    const stored = data.subarray(offset, offset + length);
    try {
      if (!request.keepPlain) {
        checkArena.reset();
        return {
          size: decodeChunkSync(stored, key, id, { checkId: request.checkId, arena: checkArena }).length,
        };
      }
      const plain = decodeChunkSync(stored, key, id, { checkId: request.checkId });
      return { size: plain.length, plain: ownMemory(plain) };
    } catch (error) {
      if (error instanceof ChunkCorruptError) return { corrupt: error.reason };
      throw error;
    }
  });
}

serveRequests((request: DecodeRequest) => {
  const results = decodeAll(request);
  const transfer = results.flatMap((r) => ('plain' in r && r.plain ? [r.plain.buffer as ArrayBuffer] : []));
  const answer: DecodeAnswer = { results };
  if (request.handBack && 'data' in request) {
    answer.data = request.data;
    transfer.push(request.data.buffer as ArrayBuffer);
  }
  return { answer, transfer };
});
