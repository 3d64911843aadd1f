// The agent's policy store: it fetches only when the server names a version it does not hold, tells
// subscribers of each change, and survives a failed fetch (the next heartbeat retries).
import type { AgentPolicyAnswer } from '@warden/domain';
import { DEFAULT_AGENT_SETTINGS } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { PolicyStore } from './policy-store.ts';

const answer = (version: string, heartbeat = 30): AgentPolicyAnswer => ({
  version,
  policy: {
    policyId: 1,
    agentSettings: { ...DEFAULT_AGENT_SETTINGS, heartbeatIntervalSeconds: heartbeat },
    backupPlans: [],
    conditions: [],
    scheduledScripts: [],
  },
});

describe('PolicyStore', () => {
  it('fetches when the version changes, and not again for the same version', async () => {
    let served = answer('v1');
    let fetches = 0;
    const store = new PolicyStore(
      {
        fetch: async () => {
          fetches++;
          return served;
        },
      },
      () => {},
    );
    const seen: (number | undefined)[] = [];
    store.onChange((p) => seen.push(p?.agentSettings.heartbeatIntervalSeconds));
    await store.sync('v1');
    await store.sync('v1');
    expect(fetches).toBe(1);
    served = answer('v2', 15);
    await store.sync('v2');
    expect(fetches).toBe(2);
    expect(store.current()?.agentSettings.heartbeatIntervalSeconds).toBe(15);
    expect(seen).toEqual([30, 15]);
  });

  it('keeps the policy it holds when a fetch fails, and fetches again on the next version', async () => {
    let fail = false;
    const store = new PolicyStore(
      {
        fetch: async () => {
          if (fail) throw new Error('offline');
          return answer('v1');
        },
      },
      () => {},
    );
    await store.sync('v1');
    fail = true;
    await store.sync('v2');
    expect(store.currentVersion()).toBe('v1');
    fail = false;
    await store.sync('v2');
    expect(store.current()).not.toBeNull();
  });
});
