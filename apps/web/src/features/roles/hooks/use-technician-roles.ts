// The technician roles, for the roles page and the technicians' role choice.
import { useQuery } from '@tanstack/react-query';
import { rolesApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const rolesQueryKey = ['technician-roles'] as const;

export function useTechnicianRoles(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rolesQueryKey,
    queryFn: ({ signal }) => apiCall(rolesApi.list, { signal }),
    enabled: options.enabled ?? true,
  });
}
