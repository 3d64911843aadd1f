// Removes a device (DELETE /api/devices/:id) and refreshes every device query that could still list it.
import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { deviceQueryKey } from './use-device.ts';

export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(devicesApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      // The removed device's own query is left alone: refetching it would flash "Device not found"
      // on the page being left.
      const own = JSON.stringify(deviceQueryKey(id));
      const others = (query: Query) => JSON.stringify(query.queryKey) !== own;
      void client.invalidateQueries({ queryKey: ['devices'], predicate: others });
      void client.invalidateQueries({ queryKey: ['server-table', 'devices'] });
    },
  });
}
