// The installation's default policy per role (read by the map screen, changed on the device roles
// page); a change alters the effective policy of every organisation's unmapped devices.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { installationDefaultsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { policiesKey } from '../../policies/hooks/use-policies.ts';

export const installationDefaultsKey = ['installation-default-policies'] as const;

export function useInstallationDefaults() {
  return useQuery({
    queryKey: installationDefaultsKey,
    queryFn: ({ signal }) => apiCall(installationDefaultsApi.list, { signal }),
  });
}

export interface DefaultChange {
  nodeRoleId: string;
  /** null clears the role's default. */
  policyId: number | null;
}

export function useSetInstallationDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ nodeRoleId, policyId }: DefaultChange) => {
      const params = { nodeRoleId };
      if (policyId === null) await apiCall(installationDefaultsApi.clear, { params });
      else await apiCall(installationDefaultsApi.put, { params, body: { policyId } });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: installationDefaultsKey }),
        // Device counts in the policy list follow the defaults.
        client.invalidateQueries({ queryKey: policiesKey }),
      ]),
  });
}
