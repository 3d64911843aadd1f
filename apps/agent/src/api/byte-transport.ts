// Requests whose bodies are raw bytes (chunk batches up and down) over node:http(s) on kept-alive
// connections. fetch copies a request body into a web stream and a response out of one: for batches
// of megabytes that cost the agent more CPU than the transfer itself (about three times, measured).
import http from 'node:http';
import https from 'node:https';
import type { KeptMemory } from '@warden/threads/kept-memory';

/** The server could not be reached or the connection broke (refused, reset, DNS, timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface ByteResponse {
  status: number;
  statusText: string;
  body: Buffer;
}

/** As long as fetch waits for a silent server before giving up. */
const IDLE_TIMEOUT_MS = 300_000;

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export function requestBytes(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: Buffer | readonly Buffer[] | string;
    /**
     * Answer a successful body in shared memory taken from these, so that worker threads read views
     * of it without a copy (a view of an ordinary buffer posted to a thread copies all of its memory).
     */
    shared?: KeptMemory<SharedArrayBuffer>;
  },
): Promise<ByteResponse> {
  const target = new URL(url);
  const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
  const send = protocol === 'https:' ? https.request : http.request;
  // A body given in pieces is written piece by piece, so a batch is never copied into one buffer.
  const body: readonly Buffer[] =
    typeof init.body === 'string'
      ? [Buffer.from(init.body)]
      : Buffer.isBuffer(init.body)
        ? [init.body]
        : (init.body ?? []);
  const length = body.reduce((n, part) => n + part.length, 0);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(new NetworkError(`${init.method} ${target.pathname}: ${error.message}`));
    const request = send(
      target,
      {
        method: init.method,
        agent: agents[protocol],
        headers: { ...init.headers, 'content-length': String(length) },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', fail);
        response.on('aborted', () => fail(new Error('the answer was cut off')));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const shared = status >= 200 && status < 300 ? init.shared : undefined;
          resolve({
            status,
            statusText: response.statusMessage ?? '',
            body: shared ? sharedCopy(parts, shared) : parts.length === 1 ? parts[0]! : Buffer.concat(parts),
          });
        });
      },
    );
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error('the server did not answer')));
    request.on('error', fail);
    request.cork();
    for (const part of body) request.write(part);
    request.end();
  });
}

/** The parts copied back to back into kept shared memory; the body is a view of its start. */
function sharedCopy(parts: readonly Buffer[], memory: KeptMemory<SharedArrayBuffer>): Buffer {
  const length = parts.reduce((n, part) => n + part.length, 0);
  const body = Buffer.from(memory.take(length), 0, length);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return body;
}
