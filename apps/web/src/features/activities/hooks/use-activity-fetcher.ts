// The activity table's fetch function: one page of the list that a page shows.
import { type Activity, activitiesApi } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';
import { type ActivityFilters, activityQuery } from '../activity-query.ts';

/** Which list: every organisation the caller sees, one organisation, one device, or the technicians' changes. */
export type ActivitySource =
  | { kind: 'system' }
  | { kind: 'organization'; id: number }
  | { kind: 'device'; id: number }
  | { kind: 'administration' };

export const activitiesKey = (source: ActivitySource) =>
  ['activities', source.kind, 'id' in source ? source.id : 'all'] as const;

export function useActivityFetcher(source: ActivitySource) {
  const id = 'id' in source ? source.id : 0;
  const { kind } = source;
  return useCallback(
    async (args: ServerTableFetchArgs<ActivityFilters>): Promise<ServerTableResult<Activity>> => {
      const query = activityQuery(args);
      const { signal } = args;
      const page =
        kind === 'organization'
          ? await apiCall(activitiesApi.ofOrganization, { params: { id }, query, signal })
          : kind === 'device'
            ? await apiCall(activitiesApi.ofDevice, { params: { id }, query, signal })
            : kind === 'administration'
              ? await apiCall(activitiesApi.administration, { query, signal })
              : await apiCall(activitiesApi.list, { query, signal });
      return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
    },
    [kind, id],
  );
}
