// Loads one page of a server-side table through TanStack Query: each page, search, filter and sort
// combination is its own cached query, so an answer can only land on the query that asked for it and
// a slow earlier answer never overwrites a newer one. The previous page stays on screen while the next
// loads; failures are reported and wait for the table's own Retry rather than retrying unseen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useRef } from 'react';

export interface ServerTableFetchArgs<F> {
  pageIndex: number;
  pageSize: number;
  search: string;
  filters: F;
  sorting: SortingState;
  signal: AbortSignal;
}

/** Spec 001: the server-side table reads data, pageCount and totalCount. */
export interface ServerTableResult<T> {
  data: T[];
  pageCount: number;
  totalCount: number;
}

export type ServerTableQuery<F> = Omit<ServerTableFetchArgs<F>, 'signal'>;

export interface ServerTableData<T> {
  result: ServerTableResult<T> | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

export function useServerTableData<T, F>(
  fetchData: (args: ServerTableFetchArgs<F>) => Promise<ServerTableResult<T>>,
  query: ServerTableQuery<F>,
  sourceKey: readonly unknown[],
): ServerTableData<T> {
  // Callers pass inline functions; the request identity is the query, not the function.
  const fetchRef = useRef(fetchData);
  fetchRef.current = fetchData;
  const page = useQuery({
    queryKey: ['server-table', ...sourceKey, query],
    queryFn: async ({ signal }) => {
      try {
        return await fetchRef.current({ ...query, signal });
      } catch (error) {
        // Spec 001 §8: a table fetch failure is reported as well as shown.
        console.error(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { refetch } = page;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    result: page.data,
    loading: page.isFetching,
    error: page.isError && !page.isFetching ? page.error : undefined,
    retry,
  };
}
