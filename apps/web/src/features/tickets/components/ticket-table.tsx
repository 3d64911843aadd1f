// The ticket list on the shared server table: 50 a page, sortable on every column choice, searchable,
// with the table settings dialog choosing the columns (kept per table in this browser).
import type { SortingState } from '@tanstack/react-table';
import {
  type BoardColumn,
  TICKET_PAGE_SIZE,
  type TicketAttribute,
  type TicketRow,
  ticketColumnChoices,
} from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, type ServerTableFetchArgs } from '../../../components/server-table/server-table.tsx';
import { TableSettings } from '../../../components/table-settings/table-settings.tsx';
import { MAX_TICKET_COLUMNS, useTicketColumnSettings } from '../hooks/use-ticket-column-settings.ts';
import type { TicketFilters, TicketRowResult } from '../hooks/use-ticket-fetcher.ts';
import { useTicketTableColumns } from './ticket-columns.tsx';

export interface TicketTableProps {
  /** Names the table whose column choice is kept, and its cached pages. */
  tableId: string;
  fetchData: (args: ServerTableFetchArgs<TicketFilters>) => Promise<TicketRowResult>;
  filters: TicketFilters;
  filterBar?: ReactNode;
  attributes: readonly TicketAttribute[];
  /** Fixed columns (a board's); without them the technician chooses in the table settings. */
  columns?: readonly BoardColumn[];
  initialSorting?: SortingState;
  onRowClick: (row: TicketRow) => void;
}

const DEFAULT_SORTING: SortingState = [{ id: 'id', desc: true }];

export function TicketTable(props: TicketTableProps) {
  const { t } = useTranslation('tickets');
  const settings = useTicketColumnSettings(props.tableId);
  const keys = props.columns ?? settings.columns;
  const columns = useTicketTableColumns(keys, props.attributes);
  const settingsButton = props.columns ? null : (
    <TableSettings
      columns={ticketColumnChoices.map((id) => ({ id, label: t(`columns.${id}`) }))}
      visibleColumnIds={settings.columns}
      maxColumns={MAX_TICKET_COLUMNS}
      onSave={settings.save}
      triggerLabel={t('table.settings')}
    />
  );
  return (
    <ServerTable<TicketRow, TicketFilters>
      queryKey={['tickets', props.tableId]}
      columns={columns}
      fetchData={props.fetchData}
      getRowId={(row) => String(row.id)}
      filters={props.filters}
      filterBar={
        <>
          {props.filterBar}
          {settingsButton}
        </>
      }
      pageSize={TICKET_PAGE_SIZE}
      searchPlaceholder={t('table.search')}
      initialSorting={props.initialSorting ?? DEFAULT_SORTING}
      onRowClick={props.onRowClick}
      emptyMessage={t('table.empty')}
      ariaLabel={t('table.label')}
    />
  );
}
