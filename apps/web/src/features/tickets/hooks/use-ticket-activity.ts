// A ticket's activity: the comment timeline, the change history and the time entries, with the calls
// that add to them. Adding refreshes the ticket too, since comments and time change its fields.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TicketCommentInput, type TimeEntryInput, ticketsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketKey } from './ticket-query-keys.ts';

export function useTicketComments(id: number) {
  return useQuery({
    queryKey: [...ticketKey(id), 'comments'],
    queryFn: ({ signal }) => apiCall(ticketsApi.comments, { params: { ticketId: id }, signal }),
  });
}

export function useTicketHistory(id: number) {
  return useQuery({
    queryKey: [...ticketKey(id), 'history'],
    queryFn: ({ signal }) => apiCall(ticketsApi.history, { params: { ticketId: id }, signal }),
    select: (page) => page.results,
  });
}

export function useTimeEntries(id: number) {
  return useQuery({
    queryKey: [...ticketKey(id), 'time-entries'],
    queryFn: ({ signal }) => apiCall(ticketsApi.timeEntries, { params: { ticketId: id }, signal }),
  });
}

export function useAddComment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCommentInput) =>
      apiCall(ticketsApi.addComment, { params: { ticketId: id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKey(id) }),
  });
}

export function useAddTimeEntry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeEntryInput) =>
      apiCall(ticketsApi.addTimeEntry, { params: { ticketId: id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKey(id) }),
  });
}
