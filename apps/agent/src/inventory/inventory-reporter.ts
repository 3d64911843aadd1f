// Reports the host's inventory at start and then every inventoryIntervalMinutes of the device's
// policy; a policy that changes the interval re-arms the timer from then on. A report that fails is
// logged and the next one is sent at the next interval. Timers are injected so tests move time.
import { type AgentPolicy, DEFAULT_AGENT_SETTINGS, type DeviceInventory } from '@warden/domain/agent';

export interface InventoryTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: InventoryTimers = {
  set: (run, ms) => {
    const handle = setTimeout(run, ms);
    handle.unref();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface InventoryReporterOptions {
  collect: () => DeviceInventory;
  send: (inventory: DeviceInventory) => Promise<unknown>;
  policy: { current(): AgentPolicy | null; onChange(listener: (p: AgentPolicy | null) => void): () => void };
  timers?: InventoryTimers;
  log: (message: string) => void;
}

const intervalOf = (policy: AgentPolicy | null) =>
  (policy?.agentSettings.inventoryIntervalMinutes ?? DEFAULT_AGENT_SETTINGS.inventoryIntervalMinutes) *
  60_000;

export class InventoryReporter {
  private readonly timers: InventoryTimers;
  private timer: unknown = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** The interval the timer is armed with, so a policy change that keeps it does not re-arm. */
  intervalMs: number;

  constructor(private readonly options: InventoryReporterOptions) {
    this.timers = options.timers ?? realTimers;
    this.intervalMs = intervalOf(options.policy.current());
  }

  start(): void {
    this.unsubscribe = this.options.policy.onChange((policy) => {
      const next = intervalOf(policy);
      if (next === this.intervalMs) return;
      this.intervalMs = next;
      this.arm();
    });
    void this.report();
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  /** Collects and sends one report; answers when it is sent or has failed. */
  async report(): Promise<void> {
    try {
      await this.options.send(this.options.collect());
    } catch (err) {
      this.options.log(`could not report the inventory: ${(err as Error).message}`);
    }
  }

  private arm(): void {
    if (this.stopped) return;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.report().finally(() => this.arm());
    }, this.intervalMs);
  }
}
