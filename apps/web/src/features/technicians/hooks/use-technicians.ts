// The paged, searchable technician list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, techniciansApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const techniciansQueryKey = ['technicians'] as const;

export type TechnicianListQuery = EndpointQuery<typeof techniciansApi.list>;

export function useTechnicians(query: TechnicianListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...techniciansQueryKey, query],
    queryFn: ({ signal }) => apiCall(techniciansApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
