// Reports a restore job's progress to the server every second while it runs, and once more at the
// end; an answer saying cancel stops the job.
import { agentApi, type EndpointBody, type RestoreJobStatus } from '@warden/domain/agent';
import type { ServerApi } from '../api/server-api.ts';
import { withRetry } from './retry.ts';

type ProgressBody = EndpointBody<typeof agentApi.restoreProgress>;
export type ProgressCounts = Omit<ProgressBody, 'status' | 'error'>;

const INTERVAL_MS = 1000;
const MAX_FAILURES = 1000;

export class ProgressReporter {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;

  constructor(
    private api: ServerApi,
    private jobUID: string,
    private counts: () => ProgressCounts,
    private onCancel: () => void,
  ) {}

  /** Sends one report now, riding out a server that is away until signal aborts. */
  async report(status: RestoreJobStatus, error: string | null, signal: AbortSignal): Promise<void> {
    const answer = await withRetry(signal, () => this.send(status, error));
    if (answer.cancel && status === 'processing') this.onCancel();
  }

  start(): void {
    this.timer = setInterval(() => {
      if (this.inFlight) return;
      this.inFlight = this.send('processing', null)
        .then((answer) => answer.cancel && this.onCancel())
        // A missed report is followed by the next one a second later.
        .catch(() => undefined)
        .finally(() => {
          this.inFlight = null;
        });
    }, INTERVAL_MS);
  }

  /** Stops the periodic reports, waiting for one under way so the final report lands last. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  private send(status: RestoreJobStatus, error: string | null) {
    const counts = this.counts();
    return this.api.call(agentApi.restoreProgress, {
      params: { jobUID: this.jobUID },
      body: {
        ...counts,
        status,
        error: error === null ? null : error.slice(0, 4000),
        failures: (counts.failures ?? []).slice(0, MAX_FAILURES).map((f) => ({
          path: f.path.slice(0, 4096),
          error: f.error.slice(0, 1000),
        })),
      },
    });
  }
}
