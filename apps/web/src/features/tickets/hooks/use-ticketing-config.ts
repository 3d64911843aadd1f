// The ticketing configuration the ticket screens read: statuses, custom attributes, forms and tags.
import { useQuery } from '@tanstack/react-query';
import { ticketingConfigApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketingConfigKey } from './ticket-query-keys.ts';

const CONFIG_STALE_MS = 5 * 60_000;

export function useTicketStatuses() {
  return useQuery({
    queryKey: [...ticketingConfigKey, 'statuses'],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.statuses, { signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

export function useTicketAttributes() {
  return useQuery({
    queryKey: [...ticketingConfigKey, 'attributes'],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.attributes, { signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

export function useTicketForms() {
  return useQuery({
    queryKey: [...ticketingConfigKey, 'forms'],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.forms, { signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

export function useTags() {
  return useQuery({
    queryKey: [...ticketingConfigKey, 'tags'],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.tags, { signal }),
    select: (answer) => answer.tags,
    staleTime: CONFIG_STALE_MS,
  });
}
