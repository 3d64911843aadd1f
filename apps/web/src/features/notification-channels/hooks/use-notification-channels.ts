// Notification channels: the full list for administrators and the brief one (id, name, type) that
// rule editors pick from.
import { useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const channelsQueryKey = ['notification-channels'] as const;

export function useNotificationChannels(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...channelsQueryKey, 'full'],
    queryFn: ({ signal }) => apiCall(notificationsApi.list, { signal }),
  });
}

export function useChannelBriefs(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...channelsQueryKey, 'brief'],
    queryFn: ({ signal }) => apiCall(notificationsApi.brief, { signal }),
  });
}
