// A few worker threads of one module (serving requests through serve-requests.ts), each answering one
// request at a time in order: a request goes to the worker with the fewest waiting, and one the worker
// failed rejects with its error. The threads start with the first request and end with close(); idle,
// they do not keep the process running.
import { Worker } from 'node:worker_threads';
import type { Reply } from './serve-requests.ts';
import { workerCode } from './worker-code.ts';

interface Pending {
  resolve: (answer: unknown) => void;
  reject: (err: Error) => void;
}

interface Member {
  worker: Worker;
  /** Requests sent to it and not answered yet, oldest first (it answers them in that order). */
  waiting: Pending[];
}

export class WorkerPool<Request, Answer> {
  private members: Member[] = [];
  private failure: Error | null = null;

  /** module: a file URL of the worker's module, which calls serveRequests(). */
  constructor(
    private module: URL,
    private size: number,
  ) {}

  private start(module: URL): Member {
    const worker = new Worker(workerCode(module), { eval: true });
    const member: Member = { worker, waiting: [] };
    worker.on('message', (reply: Reply) => {
      const pending = member.waiting.shift();
      if ('error' in reply)
        pending?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else pending?.resolve(reply.answer);
      if (member.waiting.length === 0) worker.unref();
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const pending of member.waiting.splice(0)) pending.reject(err);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker thread stopped (exit code ${code})`)));
    // An idle worker does not keep the process running; one with work does, through its request.
    // After the listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    return member;
  }

  /** transfer: buffers handed to the worker, unusable here afterwards. */
  run(request: Request, transfer: ArrayBuffer[] = []): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.members.length === 0) {
      this.members = Array.from({ length: this.size }, () => this.start(this.module));
    }
    const member = this.members.reduce((a, b) => (b.waiting.length < a.waiting.length ? b : a));
    return new Promise<Answer>((resolve, reject) => {
      member.waiting.push({ resolve: resolve as (answer: unknown) => void, reject });
      member.worker.ref();
      member.worker.postMessage(request, transfer);
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error('the worker pool is closed');
    await Promise.all(this.members.map((m) => m.worker.terminate()));
  }
}
