// The searchable, paged pickers of the ticket screens (spec 001 §7: 50 a page, searched as one types):
// organisations, locations, devices, requesters, technicians and problems. Each answers options of
// one shape so one picker component shows them all.
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  devicesApi,
  organizationsApi,
  PAGE_SIZES,
  type Paged,
  ticketingConfigApi,
  ticketsApi,
  usersApi,
} from '@warden/domain';
import { useMemo } from 'react';
import { apiCall } from '../../../api/client.ts';

export interface PickerOption<V = number> {
  value: V;
  label: string;
  deleted?: boolean;
}

export interface PickerOptions<V = number> {
  options: PickerOption<V>[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

type PageLoader<V> = (search: string, page: number, signal: AbortSignal) => Promise<Paged<PickerOption<V>>>;

export function usePagedOptions<V>(
  key: readonly unknown[],
  search: string,
  load: PageLoader<V>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: ['ticket-pickers', ...key, search],
    queryFn: ({ pageParam, signal }) => load(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
    enabled,
  });
  const options = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  return {
    options,
    loading: query.isFetching,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  } satisfies PickerOptions<V>;
}

const mapPage = <T, V>(page: Paged<T>, map: (item: T) => PickerOption<V>): Paged<PickerOption<V>> => ({
  ...page,
  results: page.results.map(map),
});
const size = PAGE_SIZES.pickers;

export function useOrganizationOptions(search: string) {
  return usePagedOptions(['organizations'], search, async (name, page, signal) =>
    mapPage(
      await apiCall(organizationsApi.query, { query: { name: name || undefined, page, size }, signal }),
      (o) => ({
        value: o.id,
        label: o.name,
      }),
    ),
  );
}

export function useLocationOptions(search: string, organizationId: number | null) {
  return usePagedOptions(['locations', organizationId], search, async (name, page, signal) =>
    mapPage(
      await apiCall(organizationsApi.queryLocations, {
        query: { name: name || undefined, organizationId: organizationId ?? undefined, page, size },
        signal,
      }),
      (l) => ({ value: l.id, label: l.name }),
    ),
  );
}

export function useDeviceOptions(search: string, organizationId: number | null) {
  return usePagedOptions(['devices', organizationId], search, async (name, page, signal) =>
    mapPage(
      await apiCall(devicesApi.query, {
        body: { name: name || undefined, organizationId: organizationId ?? undefined, page, size },
        signal,
      }),
      (d) => ({ value: d.id, label: d.displayName }),
    ),
  );
}

export function useRequesterOptions(search: string, organizationId: number | null) {
  return usePagedOptions<string>(['requesters', organizationId], search, async (name, page, signal) =>
    mapPage(
      await apiCall(ticketingConfigApi.requesters, {
        query: { name: name || undefined, organizationId: organizationId ?? undefined, page, size },
        signal,
      }),
      (p) => ({ value: p.uid, label: p.email ? `${p.name} <${p.email}>` : p.name, deleted: p.deleted }),
    ),
  );
}

/** Spec 001 §6: assignee pickers list TECHNICIAN users. */
export function useTechnicianOptions(search: string) {
  return usePagedOptions(['technicians'], search, async (name, page, signal) =>
    mapPage(
      await apiCall(usersApi.query, {
        query: { name: name || undefined, userType: 'TECHNICIAN', page, size },
        signal,
      }),
      (u) => ({ value: u.id, label: u.displayName, deleted: u.deleted }),
    ),
  );
}

/** The Assign Incident dialog's problems, searched by searchCriteria. */
export function useProblemOptions(search: string, enabled: boolean) {
  return usePagedOptions(
    ['problems'],
    search,
    async (searchCriteria, page, signal) =>
      mapPage(
        await apiCall(ticketsApi.problems, {
          query: { searchCriteria: searchCriteria || undefined, page, size },
          signal,
        }),
        (p) => ({ value: p.id, label: p.name }),
      ),
    enabled,
  );
}
