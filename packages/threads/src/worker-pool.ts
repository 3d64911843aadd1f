// A few worker threads of one module (serving requests through serve-requests.ts), each answering one
// request at a time in order: a request goes to the worker with the fewest waiting, and one the worker
// failed rejects with its error. The threads start with the first request and end with close(); idle,
// they do not keep the process running.
import { Worker } from 'node:worker_threads';
import type { Reply } from './serve-requests.ts';
import { fromWire } from './wire-error.ts';
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
  /** The member the next lane goes to: lanes take turns, since each may carry a long run of requests. */
  private nextLane = 0;

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
      if ('error' in reply) pending?.reject(fromWire(reply.error));
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
    const member = this.started().reduce((a, b) => (b.waiting.length < a.waiting.length ? b : a));
    return this.send(member, request, transfer);
  }

  /**
   * A way to send requests that all go to one worker, for requests that build on what an earlier one
   * left there (a file read in parts). Lanes take the workers in turn.
   */
  lane(): (request: Request, transfer?: ArrayBuffer[]) => Promise<Answer> {
    const members = this.started();
    const member = members[this.nextLane++ % members.length];
    return (request, transfer = []) => {
      if (this.failure || !member) return Promise.reject(this.failure);
      return this.send(member, request, transfer);
    };
  }

  private started(): Member[] {
    if (this.members.length === 0 && this.failure === null) {
      this.members = Array.from({ length: this.size }, () => this.start(this.module));
    }
    return this.members;
  }

  private send(member: Member, request: Request, transfer: ArrayBuffer[]): Promise<Answer> {
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
