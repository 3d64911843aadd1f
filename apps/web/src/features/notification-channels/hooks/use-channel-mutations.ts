// Adding, changing, deleting and testing channels; each refreshes the channel lists, and a test
// also the deliveries it added.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChannelCreate, type ChannelUpdate, notificationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { deliveriesQueryKey } from './use-deliveries.ts';
import { channelsQueryKey } from './use-notification-channels.ts';

function useRefresh(...keys: (readonly string[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateChannel() {
  const refresh = useRefresh(channelsQueryKey);
  return useMutation({
    mutationFn: (body: ChannelCreate) => apiCall(notificationsApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateChannel() {
  const refresh = useRefresh(channelsQueryKey);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChannelUpdate }) =>
      apiCall(notificationsApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteChannel() {
  const refresh = useRefresh(channelsQueryKey, deliveriesQueryKey);
  return useMutation({
    mutationFn: (id: number) => apiCall(notificationsApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useTestChannel() {
  const refresh = useRefresh(deliveriesQueryKey);
  return useMutation({
    mutationFn: (id: number) => apiCall(notificationsApi.test, { params: { id } }),
    onSettled: refresh,
  });
}
