// The worker thread's side of a WorkerPool: each message is a request, answered by one message, and a
// request that throws is answered with its error (message and system code), which the pool rejects with.
import { parentPort } from 'node:worker_threads';
import { toWire, type WireError } from './wire-error.ts';

export type Reply = { answer: unknown } | { error: WireError };

/** handle answers a request, with the buffers to hand over without a copy (unusable here afterwards). */
export function serveRequests<Request, Answer>(
  handle: (request: Request) => { answer: Answer; transfer?: ArrayBuffer[] },
): void {
  parentPort?.on('message', (request: Request) => {
    let reply: Reply;
    let transfer: ArrayBuffer[] = [];
    try {
      const handled = handle(request);
      reply = { answer: handled.answer };
      transfer = handled.transfer ?? [];
    } catch (err) {
      reply = { error: toWire(err) };
    }
    parentPort?.postMessage(reply, transfer);
  });
}
