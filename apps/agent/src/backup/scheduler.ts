// Runs each plan at its next scheduled time and on demand, one backup at a time; the configuration
// (plans, data key) is fetched from the server at start and whenever it says it changed.
import { agentApi, nextRun, type PlanDefinition } from '@warden/domain/agent';
import type { ServerApi } from '../api/server-api.ts';
import type { DeviceRoot } from '../paths/device-root.ts';
import { type BackupContext, runBackup } from './backup-run.ts';

export class BackupScheduler {
  private plans: PlanDefinition[] = [];
  private timers = new Map<number, NodeJS.Timeout>();
  private queue: number[] = [];
  private running: number | null = null;
  private ctx: BackupContext | null = null;

  constructor(
    private api: ServerApi,
    private stateDir: string,
    private device: DeviceRoot,
    private log: (message: string) => void,
    /** Why the device's policy refuses backups now; undefined while it allows them. */
    private refusal: () => string | undefined = () => undefined,
  ) {}

  get runningJobs(): number {
    return this.running === null ? 0 : 1;
  }

  /** The plans it schedules now, by id. */
  get planIds(): number[] {
    return this.plans.map((p) => p.id);
  }

  async refresh(): Promise<void> {
    const config = await this.api.call(agentApi.config);
    this.ctx = {
      api: this.api,
      stateDir: this.stateDir,
      device: this.device,
      organizationId: config.organizationId,
      dataKey: Buffer.from(config.dataKey, 'base64'),
    };
    this.plans = config.plans.filter((p) => !p.deleted);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const plan of this.plans) this.schedule(plan);
  }

  /**
   * "Back up now", or a scheduled run: queued behind a running backup, never twice. A "Back up now"
   * of the plan that is running is queued too, not dropped: the server may already show that run as
   * finished while the agent closes it, and the technician who asked again expects a new run.
   */
  enqueue(planId: number, reason: 'now' | 'schedule' = 'now'): void {
    if (this.queue.includes(planId)) return;
    if (this.running === planId && reason === 'schedule') return;
    this.queue.push(planId);
    void this.drain();
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.queue = [];
  }

  /** Resolves once nothing is running or queued. */
  async idle(): Promise<void> {
    while (this.running !== null || this.queue.length > 0) await new Promise((r) => setTimeout(r, 50));
  }

  private schedule(plan: PlanDefinition): void {
    const delay = Math.max(1000, nextRun(plan.schedule, new Date()).getTime() - Date.now());
    // Timers cannot wait longer than about 24.8 days; re-plan at that point.
    this.timers.set(
      plan.id,
      setTimeout(
        () => {
          this.enqueue(plan.id, 'schedule');
          this.schedule(plan);
        },
        Math.min(delay, 2 ** 31 - 1),
      ),
    );
  }

  private async drain(): Promise<void> {
    if (this.running !== null) return;
    const planId = this.queue.shift();
    if (planId === undefined) return;
    this.running = planId;
    try {
      if (!this.ctx) await this.refresh();
      const plan = this.plans.find((p) => p.id === planId);
      if (!plan) {
        await this.refresh();
      }
      const current = this.plans.find((p) => p.id === planId);
      const refused = this.refusal();
      if (refused !== undefined) this.log(`backup of plan ${planId} skipped: ${refused}`);
      else if (current && this.ctx) await runBackup(this.ctx, current);
      else this.log(`plan ${planId} is not defined for this device`);
    } catch (err) {
      this.log(`backup of plan ${planId} failed: ${(err as Error).message}`);
    } finally {
      this.running = null;
      void this.drain();
    }
  }
}
