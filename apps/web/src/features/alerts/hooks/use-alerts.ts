// Alert pages' data: a page fetcher for the server table (of the system, an organisation or a
// device, with a state filter) and the reset and acknowledge calls, which refresh every alert table.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Alert, type AlertState, alertsApi } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';

export const alertsKey = ['alerts'] as const;
/** The server tables of alerts sit under this prefix. */
export const alertTablesKey = ['server-table', ...alertsKey] as const;

/** Whose alerts a table shows: one device, one organisation, or everything the technician sees. */
export interface AlertScope {
  deviceId?: number;
  organizationId?: number;
}

export interface AlertFilters {
  /** ALL shows raised and reset alerts alike. */
  state: AlertState | 'ALL';
}

export function useAlertsFetcher({ deviceId, organizationId }: AlertScope) {
  return useCallback(
    async ({
      pageIndex,
      pageSize,
      filters,
      signal,
    }: ServerTableFetchArgs<AlertFilters>): Promise<ServerTableResult<Alert>> => {
      const state = filters.state === 'ALL' ? undefined : filters.state;
      const page = await apiCall(alertsApi.list, {
        query: { deviceId, organizationId, state, page: pageIndex, size: pageSize },
        signal,
      });
      return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
    },
    [deviceId, organizationId],
  );
}

export type AlertAction = 'reset' | 'acknowledge';

export function useAlertAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: AlertAction; id: number }) =>
      apiCall(alertsApi[action], { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertTablesKey }),
  });
}
