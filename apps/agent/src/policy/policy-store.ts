// The policy this device runs by: the server names the version of the device's effective policy in
// answer to each heartbeat (and when a change reaches the device); a version other than the one held
// is fetched once. Other parts of the agent read current() and subscribe to changes.
import { type AgentPolicy, type AgentPolicyAnswer, deviceSettingsApi } from '@warden/domain/agent';

export interface PolicyFetcher {
  fetch(): Promise<AgentPolicyAnswer>;
}

type Listener = (policy: AgentPolicy | null) => void;

export class PolicyStore {
  private policy: AgentPolicy | null = null;
  private version: string | null = null;
  private listeners = new Set<Listener>();
  /** The fetch under way, so versions arriving meanwhile wait for it instead of fetching again. */
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private source: PolicyFetcher,
    private log: (message: string) => void,
  ) {}

  current(): AgentPolicy | null {
    return this.policy;
  }

  /** The version of the policy held; null until the first fetch. */
  currentVersion(): string | null {
    return this.version;
  }

  /** Calls the listener on every change; answers a function that stops the calls. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The server's version: fetched when it differs from the one held. */
  sync(version: string): Promise<void> {
    this.syncing = this.syncing.then(async () => {
      if (version === this.version) return;
      try {
        const answer = await this.source.fetch();
        this.apply(answer);
      } catch (err) {
        // The next heartbeat's answer names the version again, so a failed fetch is retried then.
        this.log(`could not fetch the policy: ${(err as Error).message}`);
      }
    });
    return this.syncing;
  }

  private apply(answer: AgentPolicyAnswer): void {
    if (answer.version === this.version) return;
    this.version = answer.version;
    this.policy = answer.policy;
    this.log(answer.policy ? `running by policy ${answer.policy.policyId}` : 'no policy applies');
    for (const listener of this.listeners) {
      try {
        listener(answer.policy);
      } catch (err) {
        this.log(`a policy listener failed: ${(err as Error).message}`);
      }
    }
  }
}

/** Fetches the device's policy over its credential. */
export function serverPolicyFetcher(api: {
  call: (e: typeof deviceSettingsApi.agentPolicy) => Promise<AgentPolicyAnswer>;
}): PolicyFetcher {
  return { fetch: () => api.call(deviceSettingsApi.agentPolicy) };
}
