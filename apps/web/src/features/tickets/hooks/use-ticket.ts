// One ticket and its change: a save sends only the fields that changed and puts the answer in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TicketPatch, ticketsApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { ticketKey, ticketsKey } from './ticket-query-keys.ts';

export function useTicket(id: number | null) {
  const query = useQuery({
    queryKey: ticketKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(ticketsApi.get, { params: { ticketId: id ?? 0 }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound };
}

export function useUpdateTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: TicketPatch) => apiCall(ticketsApi.update, { params: { ticketId: id }, body: patch }),
    onSuccess: (ticket) => {
      client.setQueryData(ticketKey(id), ticket);
      // Rules the change fired may have commented, logged time or changed more: refresh all of it.
      void client.invalidateQueries({ queryKey: ticketKey(id), predicate: (q) => q.queryKey.length > 3 });
      void client.invalidateQueries({ queryKey: ['server-table', ...ticketsKey] });
    },
  });
}
