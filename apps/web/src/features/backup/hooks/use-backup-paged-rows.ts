// Rows of a long server-paged listing, fetched page by page for the window on screen. Pages are
// addressed directly, so scrolling to the end of a 100,000-entry folder loads the last page only,
// not the 399 before it; the first page always loads because it tells the total.
import { type QueryClient, useQueries } from '@tanstack/react-query';
import type { Paged } from '@warden/domain';
import { useCallback, useMemo, useState } from 'react';

export interface PagedSource<T> {
  /** Identifies the listing; the page number is appended to it. */
  key: readonly unknown[];
  pageSize: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>;
  enabled?: boolean;
}

export interface PagedRows<T> {
  /** Rows the server holds; 0 until the first page answers. */
  total: number;
  rowAt: (index: number) => T | undefined;
  /** Rows of the pages loaded for the current window. */
  loaded: T[];
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  /** Tells which rows are on screen, so their pages load. */
  setWindow: (firstIndex: number, lastIndex: number) => void;
}

/** The page numbers covering rows first..last, with page 0 first. */
export function pagesForWindow(first: number, last: number, pageSize: number): number[] {
  const from = Math.floor(Math.max(0, first) / pageSize);
  const to = Math.floor(Math.max(first, last) / pageSize);
  const pages = [0];
  for (let page = Math.max(1, from); page <= to; page++) pages.push(page);
  return pages;
}

/** How long a page counts as fresh: opening a folder again within it shows the page at once. */
const PAGE_STALE_MS = 30_000;

function pageQuery<T>(source: PagedSource<T>, page: number) {
  return {
    queryKey: [...source.key, page],
    queryFn: ({ signal }: { signal: AbortSignal }) => source.fetchPage(page, signal),
    staleTime: PAGE_STALE_MS,
  };
}

/**
 * Loads a listing's first page into the cache (unless it is fresh there already); settles when the
 * page has arrived or failed. A level showing the listing picks up a request still under way.
 */
export function prefetchFirstPage<T>(client: QueryClient, source: PagedSource<T>): Promise<void> {
  return client.prefetchQuery(pageQuery(source, 0));
}

export function useBackupPagedRows<T>({
  key,
  pageSize,
  fetchPage,
  enabled = true,
}: PagedSource<T>): PagedRows<T> {
  const keyText = JSON.stringify(key);
  // The window belongs to one listing; a new listing starts at its top. Only the pages it covers are
  // kept, so scrolling within a page (or the table reporting its first window) re-renders nothing.
  const [view, setView] = useState({ keyText, pages: [0] });
  const pages = view.keyText === keyText ? view.pages : [0];

  const results = useQueries({
    queries: pages.map((page) => ({ ...pageQuery({ key, pageSize, fetchPage }, page), enabled })),
  });

  const byPage = new Map<number, T[]>();
  results.forEach((result, i) => {
    if (result.data) byPage.set(pages[i]!, result.data.results);
  });
  const total = results.find((r) => r.data)?.data?.totalElements ?? 0;
  const failed = results.find((r) => r.error);
  const loadedKey = results.map((r) => r.dataUpdatedAt).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedKey changes exactly when a page's data does
  const loaded = useMemo(() => [...byPage.values()].flat(), [loadedKey, keyText]);

  const setWindow = useCallback(
    (first: number, last: number) =>
      setView((previous) => {
        const next = pagesForWindow(first, last, pageSize);
        const same =
          previous.keyText === keyText &&
          next.length === previous.pages.length &&
          next.every((page, i) => page === previous.pages[i]);
        return same ? previous : { keyText, pages: next };
      }),
    [keyText, pageSize],
  );

  return {
    total,
    rowAt: (index) => byPage.get(Math.floor(index / pageSize))?.[index % pageSize],
    loaded,
    isPending: enabled && (results[0]?.isPending ?? true),
    error: (failed?.error as Error | undefined) ?? null,
    retry: () => {
      for (const result of results) if (result.error) void result.refetch();
    },
    setWindow,
  };
}
