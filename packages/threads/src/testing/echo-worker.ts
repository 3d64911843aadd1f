// A worker module for the pool's tests: answers a number with its double, fails a negative one, and
// stops on request.
import { serveRequests } from '../serve-requests.ts';

serveRequests((request: { n: number } | { stop: number }) => {
  if ('stop' in request) process.exit(request.stop);
  if (request.n < 0) throw Object.assign(new Error(`${request.n} is negative`), { code: 'ENEGATIVE' });
  return { answer: { n: request.n * 2 } };
});
