// The device roles (built-in and added) and the call that adds one; policies and device settings
// read the same cached list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceRolesApi, type NodeRoleInput } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const deviceRolesKey = ['device-roles'] as const;

export function useDeviceRoles() {
  return useQuery({
    queryKey: deviceRolesKey,
    queryFn: ({ signal }) => apiCall(deviceRolesApi.list, { signal }),
  });
}

export function useAddDeviceRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NodeRoleInput) => apiCall(deviceRolesApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceRolesKey }),
  });
}
