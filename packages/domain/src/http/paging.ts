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

/** Query fields of a paged GET call; `page` counts from 0, as the spec's pickers do. */
export function pageQuerySchema(defaultSize: number, maxSize = defaultSize) {
  return z.strictObject({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
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
