// Gives an organisation's devices of one role a policy holding the named conditions, through the
// policy API as a technician would, so tests raise alerts from a real effective policy.
import type { ConditionItem, NodeRoleId } from '@warden/domain';
import type { TestClient } from '../../testing/test-client.ts';

export type ConditionsByKey = Record<
  string,
  Omit<ConditionItem, 'enabled' | 'actions'> & Partial<ConditionItem>
>;

export async function policyWithConditions(
  admin: TestClient,
  organizationId: number,
  nodeRoleId: NodeRoleId,
  conditions: ConditionsByKey,
): Promise<number> {
  const items = Object.fromEntries(
    Object.entries(conditions).map(([key, c]) => [key, { enabled: true, actions: [], ...c }]),
  );
  const created = await admin.post('/api/policies', {
    name: `Alerts ${Math.random().toString(36).slice(2, 8)}`,
    nodeRoleId,
    overrides: { conditions: items },
  });
  if (created.statusCode !== 201) throw new Error(`policy: ${created.body}`);
  const policyId = created.json().id as number;
  const mapped = await admin.put(`/api/organizations/${organizationId}/policy-map`, {
    entries: [{ nodeRoleId, policyId }],
  });
  if (mapped.statusCode !== 200) throw new Error(`policy map: ${mapped.body}`);
  return policyId;
}
