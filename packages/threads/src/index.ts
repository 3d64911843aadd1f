// Worker threads for CPU-bound work of the agent and the server: a pool that starts a module's
// threads from esbuild-bundled code and answers requests in order.
export { BatchedRequests, type ItemResult } from './batched-requests.ts';
export { asBuffer, ownMemory } from './buffers.ts';
export { KeptMemory, type KeptMemoryOptions, MemoryLease } from './kept-memory.ts';
export type { Reply } from './serve-requests.ts';
export { WorkerPool } from './worker-pool.ts';
