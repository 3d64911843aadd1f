// One device group, for its page.
import { useQuery } from '@tanstack/react-query';
import { deviceGroupsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { deviceGroupsQueryKey } from './device-group-keys.ts';

export function useDeviceGroup(id: number | null) {
  return useQuery({
    queryKey: [...deviceGroupsQueryKey, 'group', id],
    queryFn: ({ signal }) => apiCall(deviceGroupsApi.get, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
