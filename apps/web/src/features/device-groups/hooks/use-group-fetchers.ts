// The server tables' fetch functions: a page of groups, and a page of one group's members.
import { type DeviceGroup, deviceGroupsApi, deviceSortFields } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';
import { deviceTablePage } from '../../devices/device-query.ts';

type SortField = (typeof deviceSortFields)[number];
const isSortField = (id: string): id is SortField => (deviceSortFields as readonly string[]).includes(id);

export async function fetchGroupPage(
  args: ServerTableFetchArgs<Record<string, never>>,
): Promise<ServerTableResult<DeviceGroup>> {
  const name = args.search.trim();
  const answer = await apiCall(deviceGroupsApi.list, {
    query: { page: args.pageIndex, size: args.pageSize, ...(name ? { name } : {}) },
    signal: args.signal,
  });
  return { data: answer.results, pageCount: answer.totalPages, totalCount: answer.totalElements };
}

export function useMemberFetcher(groupId: number) {
  return useCallback(
    async (args: ServerTableFetchArgs<Record<string, never>>) => {
      const search = args.search.trim();
      const sort = args.sorting.find((s) => isSortField(s.id));
      const answer = await apiCall(deviceGroupsApi.members, {
        params: { id: groupId },
        query: {
          page: args.pageIndex,
          size: args.pageSize,
          ...(search ? { search } : {}),
          ...(sort && isSortField(sort.id)
            ? { sortBy: sort.id, sortDirection: sort.desc ? ('DESC' as const) : ('ASC' as const) }
            : {}),
        },
        signal: args.signal,
      });
      return deviceTablePage(answer);
    },
    [groupId],
  );
}
