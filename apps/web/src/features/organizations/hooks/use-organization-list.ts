// A page of organisations searched by name, as the organisation picker call answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, organizationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { organizationsQueryKey } from './organization-query-keys.ts';

export type OrganizationListQuery = EndpointQuery<typeof organizationsApi.query>;

export function useOrganizationList(query: OrganizationListQuery) {
  return useQuery({
    queryKey: [...organizationsQueryKey, 'list', query],
    queryFn: ({ signal }) => apiCall(organizationsApi.query, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
