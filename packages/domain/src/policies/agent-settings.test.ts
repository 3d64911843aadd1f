// The allowed-actions rule both the server and the agent apply.
import { describe, expect, it } from 'vitest';
import { ACTION_REFUSALS, actionAllowed, agentActions } from './agent-settings.ts';

describe('actionAllowed', () => {
  it('allows everything to a device no policy applies to', () => {
    for (const action of agentActions) expect(actionAllowed(null, action)).toBe(true);
  });

  it('allows only the actions the policy lists, each refusal naming its action', () => {
    const settings = { allowedActions: ['RUN_BACKUP' as const] };
    expect(agentActions.filter((a) => actionAllowed(settings, a))).toEqual(['RUN_BACKUP']);
    expect(new Set(Object.values(ACTION_REFUSALS)).size).toBe(agentActions.length);
  });
});
