// Page fetchers of the tables of runs: the pending queue (of the system, an organisation or a
// device, oldest first) and a device's recent runs (newest first).
import { type ScriptRun, scriptRunApi } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';

/** Whose runs a table shows: one device, one organisation, or everything the technician sees. */
export interface RunScope {
  deviceId?: number;
  organizationId?: number;
}

export function usePendingRunsFetcher({ deviceId, organizationId }: RunScope) {
  return useCallback(
    async ({
      pageIndex,
      pageSize,
      signal,
    }: ServerTableFetchArgs<unknown>): Promise<ServerTableResult<ScriptRun>> => {
      const page = await apiCall(scriptRunApi.pending, {
        query: { deviceId, organizationId, page: pageIndex, size: pageSize },
        signal,
      });
      return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
    },
    [deviceId, organizationId],
  );
}

export function useRecentRunsFetcher(deviceId: number) {
  return useCallback(
    async ({
      pageIndex,
      pageSize,
      signal,
    }: ServerTableFetchArgs<unknown>): Promise<ServerTableResult<ScriptRun>> => {
      const page = await apiCall(scriptRunApi.list, {
        query: { deviceId, page: pageIndex, size: pageSize },
        signal,
      });
      return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
    },
    [deviceId],
  );
}
