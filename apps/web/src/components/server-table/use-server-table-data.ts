// Loads one page of a server-side table. Only the newest request may update the screen, so a slow
// earlier answer never overwrites a newer one; failures are reported and kept for a retry.
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useRef, useState } from 'react';

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
  sourceKey: string,
): ServerTableData<T> {
  const [state, setState] = useState<Omit<ServerTableData<T>, 'retry'>>({
    result: undefined,
    loading: true,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const latestRequest = useRef(0);
  // Callers pass inline functions; the request identity is the query, not the function.
  const fetchRef = useRef(fetchData);
  fetchRef.current = fetchData;
  const requestKey = JSON.stringify([sourceKey, query, attempt]);
  const queryRef = useRef(query);
  queryRef.current = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for the query and attempt
  useEffect(() => {
    const requestId = ++latestRequest.current;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    fetchRef.current({ ...queryRef.current, signal: controller.signal }).then(
      (result) => {
        if (requestId !== latestRequest.current) return;
        setState({ result, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (requestId !== latestRequest.current) return;
        console.error(error);
        setState((previous) => ({ ...previous, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
