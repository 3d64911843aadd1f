// Saving and deleting device groups; each refreshes every device group query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeviceGroupInput, deviceGroupsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { deviceGroupsQueryKey } from './device-group-keys.ts';

function useRefreshGroups() {
  const client = useQueryClient();
  // The server tables keep their pages under their own prefix, with the source key after it.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: deviceGroupsQueryKey }),
      client.invalidateQueries({ queryKey: ['server-table', ...deviceGroupsQueryKey] }),
    ]);
}

/** Saves a group: creates one without an id, else updates the one with that id. */
export function useSaveDeviceGroup() {
  const onSuccess = useRefreshGroups();
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DeviceGroupInput }) =>
      id === undefined
        ? apiCall(deviceGroupsApi.create, { body })
        : apiCall(deviceGroupsApi.update, { params: { id }, body }),
    onSuccess,
  });
  return (id: number | undefined, body: DeviceGroupInput) => save.mutateAsync({ id, body });
}

/**
 * Deletes a group. Only the list is refreshed: the group's own queries stay as they are until its
 * page is left, because fetched again while it still shows they would only answer 404.
 */
export function useDeleteDeviceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deviceGroupsApi.remove, { params: { id } }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['server-table', ...deviceGroupsQueryKey, 'list'] }),
  });
}
