// The recent deliveries, a page at a time, optionally of one status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, notificationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const deliveriesQueryKey = ['notification-deliveries'] as const;

export type DeliveryListQuery = EndpointQuery<typeof notificationsApi.deliveries>;

export function useDeliveries(query: DeliveryListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...deliveriesQueryKey, query],
    queryFn: ({ signal }) => apiCall(notificationsApi.deliveries, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
