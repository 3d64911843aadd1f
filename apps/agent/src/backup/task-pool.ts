// Runs a bounded number of tasks at once: a backup reads and encodes several files together, so the
// disk, the compression threads and the main thread are busy at the same time.
export class TaskPool {
  private running = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(private limit: number) {}

  /** Starts the task once a slot is free; a failed task's error is thrown by a later run() or drain(). */
  async run(task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    this.throwIfFailed();
    const started: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(started));
    this.running.add(started);
  }

  /** Waits for every started task. */
  async drain(): Promise<void> {
    await Promise.all(this.running);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
