// Evaluates the device's policy conditions every interval and reports transitions only: a
// condition's result is sent when it differs from the last one sent. After a reconnection every
// known result is sent again, since the server may have missed a change while the link was down.
import { type AgentPolicy, type AgentToServer, ALERT_MESSAGE_MAX, type OsFamily } from '@warden/domain/agent';
import { evaluateCondition, type Memory, type Outcome } from './evaluate.ts';
import type { Probes } from './probes.ts';

type ConditionReport = Extract<AgentToServer, { type: 'conditionResult' }>;

/** Where the monitor reads the device's policy (the agent's policy module, or a test). */
export interface ConditionPolicySource {
  current(): AgentPolicy | null;
  /** Calls the listener when the policy changes; answers a function that stops the calls. */
  onChange(listener: (policy: AgentPolicy | null) => void): () => void;
}

export interface MonitorOptions {
  policy: ConditionPolicySource;
  probes: Probes;
  os: OsFamily;
  link: { readonly connected: boolean; send: (message: ConditionReport) => void };
  intervalMs: number;
  log: (message: string) => void;
  now?: () => number;
}

export const DEFAULT_CONDITION_INTERVAL_MS = 60_000;

export class ConditionMonitor {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private memory = new Map<string, Memory>();
  /** The last outcome sent per condition key. */
  private sent = new Map<string, ConditionReport>();
  private pass: Promise<void> | null = null;

  constructor(private options: MonitorOptions) {}

  start(): void {
    if (this.timer) return;
    this.unsubscribe = this.options.policy.onChange(() => void this.evaluate());
    this.timer = setInterval(() => void this.evaluate(), this.options.intervalMs);
    void this.evaluate();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The result last sent for a condition, if any. */
  lastResult(key: string): ConditionReport['result'] | undefined {
    return this.sent.get(key)?.result;
  }

  /**
   * Sends every known result again (after a reconnection), then evaluates at once so a result that
   * could not go out while the link was down does not wait for the next interval.
   */
  resend(): void {
    for (const report of this.sent.values()) this.options.link.send(report);
    if (this.timer) void this.evaluate();
  }

  /** One pass over every condition; a pass under way is joined rather than doubled. */
  evaluate(): Promise<void> {
    this.pass ??= this.runPass().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  private async runPass(): Promise<void> {
    const policy = this.options.policy.current();
    const conditions = policy?.conditions ?? [];
    const keys = new Set(conditions.map((c) => c.key));
    // A condition taken out of the policy is forgotten; the server resets its alert itself.
    for (const key of [...this.sent.keys()]) if (!keys.has(key)) this.sent.delete(key);
    for (const key of [...this.memory.keys()]) if (!keys.has(key)) this.memory.delete(key);
    if (!policy) return;
    const now = (this.options.now ?? Date.now)();
    for (const item of conditions) {
      const memory = this.memory.get(item.key) ?? { aboveSince: null };
      this.memory.set(item.key, memory);
      let outcome: Outcome | null;
      try {
        outcome = await evaluateCondition(item.condition, this.options.probes, this.options.os, memory, now);
      } catch (err) {
        this.options.log(`condition ${item.key} could not be evaluated: ${(err as Error).message}`);
        continue;
      }
      if (outcome) this.report(policy.policyId, item.key, item.condition.type, outcome);
    }
  }

  private report(
    policyId: number,
    key: string,
    conditionType: ConditionReport['conditionType'],
    outcome: Outcome,
  ) {
    const last = this.sent.get(key);
    if (last && last.result === outcome.result && last.policyId === policyId) return;
    const report: ConditionReport = {
      type: 'conditionResult',
      policyId,
      key,
      conditionType,
      result: outcome.result,
      message: outcome.message.slice(0, ALERT_MESSAGE_MAX),
    };
    // Unsent while offline: it stays unrecorded and goes out on the next pass after reconnecting.
    if (!this.options.link.connected) return;
    this.options.link.send(report);
    this.sent.set(key, report);
  }
}
