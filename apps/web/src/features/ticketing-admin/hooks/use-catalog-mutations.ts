// Adding and editing statuses, custom attributes and forms. Each refreshes the help desk
// configuration every ticket screen reads, so a new status or attribute shows there at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TicketAttributeInput,
  type TicketFormInput,
  type TicketStatusInput,
  ticketingConfigApi,
} from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { ticketingConfigKey } from '../../tickets/hooks/ticket-query-keys.ts';

interface Save<Body> {
  id: number | null;
  body: Body;
}

function useRefreshConfig() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ticketingConfigKey });
}

export function useSaveStatus() {
  const onSuccess = useRefreshConfig();
  return useMutation({
    mutationFn: ({ id, body }: Save<TicketStatusInput>) =>
      id === null
        ? apiCall(ticketingConfigApi.createStatus, { body })
        : apiCall(ticketingConfigApi.updateStatus, { params: { id }, body }),
    onSuccess,
  });
}

export function useSaveAttribute() {
  const onSuccess = useRefreshConfig();
  return useMutation({
    mutationFn: ({ id, body }: Save<TicketAttributeInput>) =>
      id === null
        ? apiCall(ticketingConfigApi.createAttribute, { body })
        : apiCall(ticketingConfigApi.updateAttribute, { params: { id }, body }),
    onSuccess,
  });
}

export function useSaveForm() {
  const onSuccess = useRefreshConfig();
  return useMutation({
    mutationFn: ({ id, body }: Save<TicketFormInput>) =>
      id === null
        ? apiCall(ticketingConfigApi.createForm, { body })
        : apiCall(ticketingConfigApi.updateForm, { params: { id }, body }),
    onSuccess,
  });
}
