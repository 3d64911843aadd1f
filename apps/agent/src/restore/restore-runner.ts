// The agent's restore jobs: started on the server's word (or found unfinished at start), each running
// until it ends, is canceled, or the agent stops — a stopped job resumes when the agent runs again.
import { agentApi } from '@warden/domain/agent';
import type { ServerApi } from '../api/server-api.ts';
import type { DeviceRoot } from '../paths/device-root.ts';
import { runRestoreJob } from './restore-job.ts';
import type { StopReason } from './retry.ts';

export class RestoreRunner {
  private jobs = new Map<string, AbortController>();
  private stopping = new AbortController();

  constructor(
    private api: ServerApi,
    private device: DeviceRoot,
    private log: (message: string) => void,
    private maxBytesPerSecond?: number,
    /** Why the device's policy refuses restores now; undefined while it allows them. */
    private refusal: () => string | undefined = () => undefined,
  ) {}

  get runningJobs(): number {
    return this.jobs.size;
  }

  /** Starts the job unless it already runs here (the server repeats startRestore on reconnection). */
  start(jobUID: string): void {
    if (this.jobs.has(jobUID) || this.stopping.signal.aborted) return;
    const job = new AbortController();
    this.jobs.set(jobUID, job);
    const ctx = {
      api: this.api,
      device: this.device,
      log: this.log,
      stopSignal: this.stopping.signal,
      maxBytesPerSecond: this.maxBytesPerSecond,
      refusal: this.refusal,
    };
    runRestoreJob(ctx, jobUID, job)
      .catch((err) => this.log(`restore ${jobUID} stopped: ${(err as Error).message}`))
      .finally(() => this.jobs.delete(jobUID));
  }

  cancel(jobUID: string): void {
    this.jobs.get(jobUID)?.abort('canceled' satisfies StopReason);
  }

  /** Picks up the jobs that were unfinished when the agent last stopped. */
  async resumePending(): Promise<void> {
    const { jobs } = await this.api.call(agentApi.pendingRestores);
    for (const { jobUID } of jobs) this.start(jobUID);
  }

  stop(): void {
    this.stopping.abort('stopped' satisfies StopReason);
    for (const job of this.jobs.values()) job.abort('stopped' satisfies StopReason);
  }

  /** Resolves once no job runs. */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await new Promise((r) => setTimeout(r, 50));
  }
}
