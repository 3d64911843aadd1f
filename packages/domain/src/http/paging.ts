// Paging shapes shared by every list call: the spec's {results, totalElements, totalPages} answer.
import { z } from 'zod';

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}
export type Paged<T> = { results: T[]; totalElements: number; totalPages: number };

/** The last page any list may ask for; past it nothing is left to show. */
export const MAX_PAGE = 1_000_000;

/**
 * The page and size fields of a paged GET call, for a list's query schema to spread in; `page`
 * counts from 0, as the spec's pickers do. Every list pages with these bounds.
 */
export function pageFields(defaultSize: number, maxSize = defaultSize) {
  return {
    page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

export function totalPages(totalElements: number, size: number): number {
  return Math.ceil(totalElements / size);
}

export const PAGE_SIZES = {
  devices: 50,
  pickers: 50,
  revisions: 100,
  jobs: 100,
  backupBrowser: 250,
  tree: 1000,
} as const;

/** The spec's paging answer for one page of results out of totalElements. */
export function pageOf<T>(results: T[], totalElements: number, size: number): Paged<T> {
  return { results, totalElements, totalPages: totalPages(totalElements, size) };
}
