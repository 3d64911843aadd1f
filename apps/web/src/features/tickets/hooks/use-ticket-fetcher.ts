// The ticket list's fetch for the shared server table: the table's page, search and sort become the
// list call's query, on top of the fixed filters of the view (an organisation, a device, a board).
import {
  type TicketColumn,
  type TicketListQuery,
  type TicketRow,
  ticketColumnChoices,
  ticketsApi,
} from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';

export type TicketFilters = Omit<TicketListQuery, 'page' | 'size' | 'sortBy' | 'sortDirection' | 'search'>;

const isColumn = (id: string): id is TicketColumn => (ticketColumnChoices as readonly string[]).includes(id);

async function fetchTickets(args: ServerTableFetchArgs<TicketFilters>): Promise<TicketRowResult> {
  const sort = args.sorting[0];
  const page = await apiCall(ticketsApi.list, {
    query: {
      ...args.filters,
      page: args.pageIndex,
      size: args.pageSize,
      search: args.search || undefined,
      // Board columns of custom attributes are not list sort keys; the board's own sort applies then.
      ...(sort && isColumn(sort.id) ? { sortBy: sort.id, sortDirection: sort.desc ? 'DESC' : 'ASC' } : {}),
    },
    signal: args.signal,
  });
  return { data: page.results, pageCount: page.totalPages, totalCount: page.totalElements };
}

export type TicketRowResult = ServerTableResult<TicketRow>;

export function useTicketFetcher() {
  return useCallback((args: ServerTableFetchArgs<TicketFilters>) => fetchTickets(args), []);
}
