// Adding, changing and deleting end users and contacts. Each refreshes the lists and the requester
// pickers of the ticket screens, which show the same people.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndUserInput, ticketingConfigApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { endUsersQueryKey } from './use-end-users.ts';

function useRefreshPeople() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endUsersQueryKey }),
      client.invalidateQueries({ queryKey: ['ticket-pickers', 'requesters'] }),
    ]);
}

export function useSaveEndUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EndUserInput }) =>
      id === null
        ? apiCall(ticketingConfigApi.createEndUser, { body })
        : apiCall(ticketingConfigApi.updateEndUser, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteEndUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (id: number) => apiCall(ticketingConfigApi.deleteEndUser, { params: { id } }),
    onSuccess: refresh,
  });
}
