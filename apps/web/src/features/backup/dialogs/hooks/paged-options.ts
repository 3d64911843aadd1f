// Infinite-query paging of the spec's {results, totalElements, totalPages} answers: pages count from 0.
import type { InfiniteData } from '@tanstack/react-query';
import type { Paged } from '@warden/domain';

export const firstPage = 0;

export function nextPageParam<T>(last: Paged<T>, pages: Paged<T>[]): number | undefined {
  return pages.length < last.totalPages ? pages.length : undefined;
}

export function allResults<T>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.results) ?? [];
}
