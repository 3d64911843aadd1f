// The ticketing settings (one record, saved whole) and the health of inbound and outbound mail.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TicketingSettings, ticketingConfigApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketingConfigKey } from '../../tickets/hooks/ticket-query-keys.ts';

const settingsKey = [...ticketingConfigKey, 'settings'] as const;

export function useTicketingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.settings, { signal }),
  });
}

export function useUpdateTicketingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketingSettings) => apiCall(ticketingConfigApi.updateSettings, { body }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

export function useMailHealth() {
  return useQuery({
    queryKey: [...ticketingConfigKey, 'mail-health'],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.mailHealth, { signal }),
  });
}
