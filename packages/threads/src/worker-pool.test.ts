// The worker pool: answers come back to the request that asked, a request the worker fails rejects
// with its error, a worker that stops fails what it had, a closed pool takes no more requests, and an
// idle pool does not keep its process running.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.ts';

const ECHO = new URL('./testing/echo-worker.ts', import.meta.url);
type Request = { n: number } | { stop: number } | { who: true };
let pool: WorkerPool<Request, { n: number }>;

afterEach(() => pool.close());

describe('a worker pool', () => {
  it('answers each of many requests at once with its own answer', async () => {
    pool = new WorkerPool(ECHO, 3);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => pool.run({ n })));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 200 }, (_, n) => n * 2));
  });

  it('rejects a request the worker failed with its error and code, and answers the next', async () => {
    pool = new WorkerPool(ECHO, 1);
    await expect(pool.run({ n: -1 })).rejects.toMatchObject({ message: '-1 is negative', code: 'ENEGATIVE' });
    expect(await pool.run({ n: 4 })).toEqual({ n: 8 });
  });

  it('fails the requests of a worker that stops, and refuses new ones, naming why', async () => {
    pool = new WorkerPool(ECHO, 1);
    expect(await pool.run({ n: 1 })).toEqual({ n: 2 });
    const stopped = pool.run({ stop: 3 });
    const queued = pool.run({ n: 2 });
    await expect(stopped).rejects.toThrow('a worker thread stopped (exit code 3)');
    await expect(queued).rejects.toThrow('exit code 3');
    await expect(pool.run({ n: 3 })).rejects.toThrow('exit code 3');
  });

  it('sends every request of a lane to one worker, and gives the next lane the next worker', async () => {
    pool = new WorkerPool(ECHO, 3);
    const lanes = [pool.lane(), pool.lane(), pool.lane(), pool.lane()];
    // Ordinary requests meanwhile go wherever fewest wait, and do not move a lane.
    const busy = Array.from({ length: 30 }, (_, n) => pool.run({ n }));
    const threadsOf = async (send: (typeof lanes)[number]) => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => send({ who: true })));
      return new Set(answers.map((a) => a.n));
    };
    const seen = await Promise.all(lanes.map(threadsOf));
    await Promise.all(busy);
    expect(seen.map((threads) => threads.size)).toEqual([1, 1, 1, 1]);
    const threads = seen.map((set) => [...set][0]);
    expect(new Set(threads.slice(0, 3)).size).toBe(3);
    expect(threads[3]).toBe(threads[0]);
  });

  it('refuses requests once closed', async () => {
    pool = new WorkerPool(ECHO, 2);
    await pool.close();
    await expect(pool.run({ n: 1 })).rejects.toThrow('the worker pool is closed');
    await expect(pool.lane()({ n: 1 })).rejects.toThrow('the worker pool is closed');
  });

  it('lets its process end while its threads are idle, started or not', () => {
    pool = new WorkerPool(ECHO, 1);
    const script = fileURLToPath(new URL('./testing/idle-pool.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect({ signal: child.signal, status: child.status, out: child.stdout.trim() }).toEqual({
      signal: null,
      status: 0,
      out: '42',
    });
  }, 30_000);
});
