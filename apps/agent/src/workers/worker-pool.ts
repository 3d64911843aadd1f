// A few worker threads of one module, each answering one request at a time in order: a request goes
// to the worker with the fewest waiting. The threads start with the first request, and end with close().
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { transformSync } from 'esbuild';

interface Pending {
  resolve: (answer: unknown) => void;
  reject: (err: Error) => void;
}

interface Member {
  worker: Worker;
  /** Requests sent to it and not answered yet, oldest first (it answers them in that order). */
  waiting: Pending[];
}

const compiled = new Map<string, string>();

/**
 * The worker's module as JavaScript, compiled once per process. The agent runs its TypeScript through
 * tsx, whose loader costs each worker thread a loader thread of its own and about 200 ms of CPU to
 * start (four times what the worker itself costs), so a worker module is compiled here instead; it may
 * therefore import Node's modules only (and types, which compiling drops).
 */
function workerCode(module: URL): string {
  let code = compiled.get(module.href);
  if (code === undefined) {
    const file = fileURLToPath(module);
    code = transformSync(fs.readFileSync(file, 'utf8'), {
      loader: 'ts',
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcefile: file,
    }).code;
    compiled.set(module.href, code);
  }
  return code;
}

export class WorkerPool<Request, Answer> {
  private members: Member[] = [];
  private failure: Error | null = null;

  /**
   * module: a file URL of the worker's module (TypeScript importing only Node's modules), which answers
   * each message with one message.
   */
  constructor(
    private module: URL,
    private size: number,
  ) {}

  private start(module: URL): Member {
    const worker = new Worker(workerCode(module), { eval: true });
    // An idle worker does not keep the agent running; one with work does, through its request.
    worker.unref();
    const member: Member = { worker, waiting: [] };
    worker.on('message', (answer: Answer) => {
      member.waiting.shift()?.resolve(answer);
      if (member.waiting.length === 0) worker.unref();
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const pending of member.waiting.splice(0)) pending.reject(err);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker thread stopped (exit code ${code})`)));
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
