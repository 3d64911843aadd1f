// Riding out a server that is briefly away (restarting, network loss): calls that fail for such a
// reason are tried again with a growing pause until they succeed or the job is stopped.
import { NetworkError } from '../api/byte-transport.ts';
import { ServerError } from '../api/server-api.ts';

/** Why a job stopped early: the technician canceled it, or the agent is shutting down. */
export type StopReason = 'canceled' | 'stopped';

export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(reason === 'canceled' ? 'The restore was canceled' : 'The agent stopped');
  }
}

export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new JobStopped(signal.reason as StopReason);
}

/** A server error or network failure that another try may not meet; 4xx answers are final. */
export function isTransient(err: unknown): boolean {
  if (err instanceof ServerError) return err.status >= 500 || err.status === 408 || err.status === 429;
  // fetch's "fetch failed" (refused, reset, DNS), or the same met by a byte transfer.
  return err instanceof TypeError || err instanceof NetworkError;
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new JobStopped(signal.reason as StopReason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new JobStopped(signal.reason as StopReason));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const MAX_PAUSE_MS = 5_000;

export async function withRetry<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    throwIfStopped(signal);
    try {
      return await call();
    } catch (err) {
      if (!isTransient(err)) throw err;
      await sleep(Math.min(MAX_PAUSE_MS, 250 * 2 ** attempt), signal);
    }
  }
}
