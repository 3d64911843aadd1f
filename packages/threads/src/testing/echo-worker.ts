// A worker module for the pool's tests: answers a number with its double, fails a negative one, says
// which thread it is, and stops on request.
import { threadId } from 'node:worker_threads';
import { serveRequests } from '../serve-requests.ts';

serveRequests((request: { n: number } | { stop: number } | { who: true }) => {
  if ('stop' in request) process.exit(request.stop);
  if ('who' in request) return { answer: { n: threadId } };
  if (request.n < 0) throw Object.assign(new Error(`${request.n} is negative`), { code: 'ENEGATIVE' });
  return { answer: { n: request.n * 2 } };
});
