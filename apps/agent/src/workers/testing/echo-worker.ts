// A worker module for the pool's tests: answers a number with its double, and stops on request.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (request: { n: number } | { stop: number }) => {
  if ('stop' in request) process.exit(request.stop);
  parentPort?.postMessage({ n: request.n * 2 });
});
