// A worker thread that decrypts, decompresses and hashes stored chunks against their ids, each call
// synchronous here, so the server's event loop keeps answering requests while a backup uploads or a
// download decodes, and the buffers each chunk passes through are collected in this thread's small heap.
import { ChunkCorruptError, decodeChunkSync } from '@warden/store';
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

const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function decodeAll(request: DecodeRequest): DecodeResult[] {
  const key = view(request.key);
  const data = view(request.data);
  return request.chunks.map(({ id, offset, length }): DecodeResult => {
    const stored = data.subarray(offset, offset + length);
    try {
      const plain = decodeChunkSync(stored, key, id);
      if (!request.keepPlain) return { size: plain.length };
      // Handed over without a copy, so it must be the whole of its memory (a raw chunk's plaintext
      // is the decipher's output; a small buffer could sit in a shared pool).
      const own = plain.byteOffset === 0 && plain.byteLength === plain.buffer.byteLength;
      return { size: plain.length, plain: own ? plain : new Uint8Array(plain) };
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
