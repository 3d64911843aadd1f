// One organisation's node-role policy map and the call that replaces it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PolicyMapBody, policyMapApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { policiesKey } from '../../policies/hooks/use-policies.ts';

const mapKey = (organizationId: number) => ['policy-map', organizationId] as const;

export function usePolicyMap(organizationId: number) {
  return useQuery({
    queryKey: mapKey(organizationId),
    queryFn: ({ signal }) => apiCall(policyMapApi.get, { params: { id: organizationId }, signal }),
  });
}

export function useSavePolicyMap(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PolicyMapBody) => apiCall(policyMapApi.put, { params: { id: organizationId }, body }),
    onSuccess: (map) => {
      client.setQueryData(mapKey(organizationId), map);
      return client.invalidateQueries({ queryKey: policiesKey });
    },
  });
}
