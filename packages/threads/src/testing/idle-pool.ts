// A process that leaves a pool of three idle after one request, for the test that it still ends.
import { WorkerPool } from '../worker-pool.ts';

const pool = new WorkerPool<{ n: number }, { n: number }>(new URL('./echo-worker.ts', import.meta.url), 3);
console.log((await pool.run({ n: 21 })).n);
