// Creating a ticket; the lists refresh to show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TicketCreateInput, ticketsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketKey, ticketsKey } from './ticket-query-keys.ts';

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreateInput) => apiCall(ticketsApi.create, { body }),
    onSuccess: (ticket) => {
      client.setQueryData(ticketKey(ticket.id), ticket);
      void client.invalidateQueries({ queryKey: ['server-table', ...ticketsKey] });
    },
  });
}
