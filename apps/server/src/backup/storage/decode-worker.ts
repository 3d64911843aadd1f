// A worker thread that decrypts, decompresses and hashes stored chunks against their ids, each call
// synchronous here, so the server's event loop keeps answering requests while a backup uploads or a
// download decodes, and the buffers each chunk passes through are collected in this thread's small heap.
import { ChunkCorruptError, decodeChunkSync } from '@warden/store';
import { asBuffer, ownMemory } from '@warden/threads/buffers';
import { serveRequests } from '@warden/threads/serve';

export interface DecodeRequest {
  key: Uint8Array;
  /** The chunks' stored bytes, each where its entry says. */
  data: Uint8Array;
  chunks: { id: string; offset: number; length: number }[];
  /** Answer each plaintext (a download), or only its size (an upload's check). */
  keepPlain: boolean;
}

/** Per chunk: its plaintext's size (and the plaintext when asked), or why it is corrupt. */
export type DecodeResult = { size: number; plain?: Uint8Array } | { corrupt: string };

function decodeAll(request: DecodeRequest): DecodeResult[] {
  const key = asBuffer(request.key);
  const data = asBuffer(request.data);
  return request.chunks.map(({ id, offset, length }): DecodeResult => {
    const stored = data.subarray(offset, offset + length);
    try {
      const plain = decodeChunkSync(stored, key, id);
      if (!request.keepPlain) return { size: plain.length };
      return { size: plain.length, plain: ownMemory(plain) };
    } catch (error) {
      if (error instanceof ChunkCorruptError) return { corrupt: error.reason };
      throw error;
    }
  });
}

serveRequests((request: DecodeRequest) => {
  const answer = decodeAll(request);
  const transfer = answer.flatMap((r) => ('plain' in r && r.plain ? [r.plain.buffer as ArrayBuffer] : []));
  return { answer, transfer };
});
