// Agents' upload bodies, read into memory reused from one upload to the next. Gathered into fresh
// memory, each body faulted in and zeroed its pages before it was copied in: a quarter of the server's
// main thread in a backup (docs/performance.md). The memory travels to a decoding thread and back with
// its body and returns here once the chunks are stored; it is let go when uploads stop for a while.
import type { IncomingMessage } from 'node:http';
import { KeptMemory } from '@warden/threads/kept-memory';
import { errorCodes, type FastifyRequest } from 'fastify';

/** Bodies smaller than this are gathered as Fastify would: their pages cost little. */
const POOLED_MIN = 1024 * 1024;
/** Memory is kept in steps of this size, so that bodies of a batch's usual sizes fit what is kept. */
const STEP = 4 * 1024 * 1024;
/** Buffers kept: the batches in flight from a couple of agents. */
const KEEP = 4;
/** Kept memory goes after this long without an upload. */
const QUIET_MS = 30_000;

/**
 * An uploaded binary body, its bytes behind a private field. The API's body hooks walk JSON bodies
 * value by value (the NUL-character guard among them); an opaque body keeps a 16 MiB upload from
 * being walked as sixteen million array elements. memory, when set, is the body's own memory from
 * the pool, which no other value shares.
 */
export class UploadedBytes {
  readonly #data: Buffer;
  readonly #memory: ArrayBuffer | null;
  constructor(data: Buffer, memory: ArrayBuffer | null) {
    this.#data = data;
    this.#memory = memory;
  }
  get data(): Buffer {
    return this.#data;
  }
  get memory(): ArrayBuffer | null {
    return this.#memory;
  }
}

/** The memory upload bodies are read into, kept between uploads. */
export type BodyMemory = KeptMemory<ArrayBuffer>;

export const bodyMemory = (): BodyMemory =>
  new KeptMemory({ create: (bytes) => new ArrayBuffer(bytes), step: STEP, keep: KEEP, quietMs: QUIET_MS });

type Done = (error: Error | null, body?: UploadedBytes) => void;

/**
 * A content-type parser for application/octet-stream with the route's body limit, as Fastify's own
 * parseAs 'buffer' enforces it, reading a body of declared length from POOLED_MIN up into memory.
 */
export function uploadParser(memory: BodyMemory) {
  return (request: FastifyRequest, payload: IncomingMessage, done: Done) => {
    const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    const known = Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
    const pooled = known !== null && known >= POOLED_MIN ? memory.take(known) : null;
    const into = pooled ? new Uint8Array(pooled) : null;
    const parts: Buffer[] = [];
    let received = 0;
    const finish = (error: Error | null, body?: UploadedBytes) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error && pooled) memory.give(pooled);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (!into) return parts.push(chunk);
      if (received > known!) return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      into.set(chunk, received - chunk.length);
    };
    const onEnd = () => {
      if (known !== null && received !== known) {
        return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      }
      if (pooled) return finish(null, new UploadedBytes(Buffer.from(pooled, 0, received), pooled));
      finish(null, new UploadedBytes(Buffer.concat(parts, received), null));
    };
    const onError = (error: Error) => finish(error);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  };
}
