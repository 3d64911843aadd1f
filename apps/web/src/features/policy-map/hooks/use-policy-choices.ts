// Every policy, grouped by role: the choices of a role's select (a map entry or a default names a
// policy of its own role). The list is paged on the server, so every page is read.
import { useQuery } from '@tanstack/react-query';
import { POLICY_PAGE_SIZE, type PolicySummary, policiesApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { policiesKey } from '../../policies/hooks/use-policies.ts';

export type PoliciesByRole = ReadonlyMap<string, PolicySummary[]>;

async function allPolicies(signal: AbortSignal): Promise<PoliciesByRole> {
  const byRole = new Map<string, PolicySummary[]>();
  for (let page = 0; ; page++) {
    const answer = await apiCall(policiesApi.list, { query: { page, pageSize: POLICY_PAGE_SIZE }, signal });
    for (const p of answer.items) byRole.set(p.nodeRoleId, [...(byRole.get(p.nodeRoleId) ?? []), p]);
    if (answer.items.length === 0 || (page + 1) * POLICY_PAGE_SIZE >= answer.total) return byRole;
  }
}

export function usePolicyChoices() {
  return useQuery({
    queryKey: [...policiesKey, 'by-role'],
    queryFn: ({ signal }) => allPolicies(signal),
  });
}
