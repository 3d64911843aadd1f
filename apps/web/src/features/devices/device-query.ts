// Turns the server table's fetch arguments into the device query body, and its answer into table rows.
import {
  type Device,
  type DeviceQuery,
  deviceSortFields,
  type devicesApi,
  type EndpointResponse,
} from '@warden/domain';
import type { ServerTableFetchArgs, ServerTableResult } from '../../components/server-table/server-table.tsx';
import type { DeviceFilters } from './device-filters.ts';

export type DeviceFetchArgs = Omit<ServerTableFetchArgs<DeviceFilters>, 'signal'>;

type SortField = (typeof deviceSortFields)[number];
const isSortField = (id: string): id is SortField => (deviceSortFields as readonly string[]).includes(id);

export function deviceQueryBody(args: DeviceFetchArgs): DeviceQuery {
  const body: DeviceQuery = { ...args.filters, page: args.pageIndex, size: args.pageSize };
  const name = args.search.trim();
  if (name) body.name = name;
  const sort = args.sorting.find((s) => isSortField(s.id));
  if (sort && isSortField(sort.id)) {
    body.sortBy = sort.id;
    body.sortDirection = sort.desc ? 'DESC' : 'ASC';
  }
  return body;
}

export function deviceTablePage(
  answer: EndpointResponse<typeof devicesApi.query>,
): ServerTableResult<Device> {
  return { data: answer.results, pageCount: answer.totalPages, totalCount: answer.totalElements };
}
