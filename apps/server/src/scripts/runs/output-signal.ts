// Wakes the console's long-polls on a run's output: each new piece, or the run's end, wakes whoever
// waits on that run. One process's waiters only; a poll served by another instance simply waits out
// its time and reads again.

type Wake = () => void;

export interface OutputWaiter {
  /** Resolves on the run's next change or after ms, whichever comes first. */
  wait: (ms: number) => Promise<void>;
  cancel: () => void;
}

export class OutputSignal {
  private waiting = new Map<number, Set<Wake>>();
  private closed = false;

  /** Registers before the caller reads, so a change between the read and the wait is not missed. */
  waiter(runId: number): OutputWaiter {
    let woken = false;
    let resolveWait: Wake | null = null;
    const wake: Wake = () => {
      woken = true;
      resolveWait?.();
    };
    const set = this.waiting.get(runId) ?? new Set<Wake>();
    this.waiting.set(runId, set);
    set.add(wake);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && this.waiting.get(runId) === set) this.waiting.delete(runId);
    };
    return {
      cancel,
      wait: (ms) =>
        new Promise<void>((resolve) => {
          if (woken || this.closed) {
            cancel();
            resolve();
            return;
          }
          const timer = setTimeout(() => resolveWait?.(), ms);
          resolveWait = () => {
            clearTimeout(timer);
            cancel();
            resolve();
          };
        }),
    };
  }

  notify(runId: number): void {
    for (const wake of this.waiting.get(runId) ?? []) wake();
  }

  /** Ends every wait, so the server's shutdown does not sit behind open polls. */
  close(): void {
    this.closed = true;
    for (const set of this.waiting.values()) for (const wake of set) wake();
  }
}
