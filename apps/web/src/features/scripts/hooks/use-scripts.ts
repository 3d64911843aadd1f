// One script, its save and delete, and the library table's page fetcher.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScriptInput, type ScriptSummary, type scriptListQuerySchema, scriptsApi } from '@warden/domain';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';
import { scriptCategoriesKey, scriptKey, scriptsKey } from './script-query-keys.ts';

/** The library's filters besides the name, which the table's search box gives. */
export type ScriptFilters = Pick<
  z.output<typeof scriptListQuerySchema>,
  'category' | 'language' | 'operatingSystem'
>;

export function useScript(id: number | null) {
  return useQuery({
    queryKey: scriptKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(scriptsApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useScriptFetcher() {
  return useCallback(
    async ({
      pageIndex,
      pageSize,
      search,
      filters,
      signal,
    }: ServerTableFetchArgs<ScriptFilters>): Promise<ServerTableResult<ScriptSummary>> => {
      const page = await apiCall(scriptsApi.list, {
        query: { ...filters, name: search || undefined, page: pageIndex, size: pageSize },
        signal,
      });
      return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
    },
    [],
  );
}

function useRefreshLibrary() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['server-table', ...scriptsKey] }),
      client.invalidateQueries({ queryKey: scriptCategoriesKey }),
    ]);
}

export function useSaveScript(id: number | null) {
  const client = useQueryClient();
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: (body: ScriptInput) =>
      id === null
        ? apiCall(scriptsApi.create, { body })
        : apiCall(scriptsApi.update, { params: { id }, body }),
    onSuccess: (script) => {
      client.setQueryData(scriptKey(script.id), script);
      return refresh();
    },
  });
}

export function useDeleteScript() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: (id: number) => apiCall(scriptsApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
