// The paged list of end users or contacts, sorted by name, searched and filtered by organisation.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, ticketingConfigApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const endUsersQueryKey = ['end-users'] as const;

export type EndUserListQuery = EndpointQuery<typeof ticketingConfigApi.endUsers>;

export function useEndUsers(query: EndUserListQuery) {
  return useQuery({
    queryKey: [...endUsersQueryKey, query],
    queryFn: ({ signal }) => apiCall(ticketingConfigApi.endUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
