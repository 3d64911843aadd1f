// Server-side table: the server pages, sorts, searches and filters; the table shows one page at a time
// with optional row selection and per-row actions.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../error-message/use-error-message.ts';
import { Pager } from '../pager/pager.tsx';
import { type RowAction, RowActions } from '../row-actions/row-actions.tsx';
import { SearchBar } from '../search-bar/search-bar.tsx';
import {
  RowSelectCheckbox,
  SelectAllCheckbox,
  useSelectableRows,
} from '../selectable-rows/selectable-rows.tsx';
import type { SelectionMode } from '../selectable-rows/selection-state.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { useDebouncedValue } from '../use-debounced-value/use-debounced-value.ts';
import {
  type ServerTableFetchArgs,
  type ServerTableResult,
  useServerTableData,
} from './use-server-table-data.ts';

export type { ServerTableFetchArgs, ServerTableResult } from './use-server-table-data.ts';

export const DEFAULT_PAGE_SIZE = 50;

export interface ServerTableProps<T, F> {
  /** Identifies the data source; changes of it reset to page 0. */
  queryKey: readonly unknown[];
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as in TanStack's own API
  columns: ColumnDef<T, any>[];
  fetchData: (args: ServerTableFetchArgs<F>) => Promise<ServerTableResult<T>>;
  getRowId: (row: T) => string;
  /** Controlled filters; a change resets to page 0. */
  filters?: F;
  /** Rendered left of the search box. */
  filterBar?: ReactNode;
  pageSize?: number;
  searchable?: boolean;
  searchPlaceholder?: string;
  initialSorting?: SortingState;
  onRowClick?: (row: T) => void;
  emptyMessage?: string;
  /** Row selection; omitted means no checkbox column. */
  selection?: {
    selected: string[];
    onChange: (ids: string[]) => void;
    isRowDisabled?: (row: T) => boolean;
    /** 'one': select-one-only, without the select-all box. */
    mode?: SelectionMode;
  };
  /** Per-row actions; hidden or disabled per row. */
  rowActions?: RowAction<T>[];
  ariaLabel: string;
}

const NO_FILTERS = {};
const NO_SELECTION: string[] = [];

export function ServerTable<T, F = Record<string, never>>(props: ServerTableProps<T, F>) {
  const { t } = useTranslation('widgets');
  const errorMessage = useErrorMessage();
  const { columns, getRowId, selection, rowActions, onRowClick, searchable = true } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = (props.filters ?? NO_FILTERS) as F;

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [sorting, setSorting] = useState<SortingState>(props.initialSorting ?? []);

  // The page belongs to one combination of source, filters, search and sorting; any change means page 0.
  const resetKey = JSON.stringify([props.queryKey, filters, search, sorting]);
  const [page, setPage] = useState({ key: resetKey, index: 0 });
  const pageIndex = page.key === resetKey ? page.index : 0;

  const { result, loading, error, retry } = useServerTableData<T, F>(
    props.fetchData,
    { pageIndex, pageSize, search, filters, sorting },
    props.queryKey,
  );
  const rows = result?.data ?? [];

  const table = useReactTable<T>({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    manualSorting: true,
    sortDescFirst: false,
    pageCount: result?.pageCount ?? -1,
    state: { sorting },
    onSortingChange: setSorting,
  });

  const selectable = useSelectableRows<T>({
    rows,
    getRowId,
    isRowDisabled: selection?.isRowDisabled,
    selected: selection?.selected ?? NO_SELECTION,
    onChange: (ids) => selection?.onChange(ids),
    mode: selection?.mode,
  });

  const columnCount =
    table.getVisibleLeafColumns().length + (selection ? 1 : 0) + (rowActions?.length ? 1 : 0);

  const clickRow = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    const target = event.target as Element;
    // Clicks on the row's own controls, or inside their menus (portals bubble in React), are not row clicks.
    if (!event.currentTarget.contains(target) || target.closest('[data-row-control]')) return;
    onRowClick?.(row);
  };

  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <div className="server-table__error" role="alert">
            <span>
              {error instanceof Error && error.message ? errorMessage(error) : t('table.loadError')}
            </span>
            <button type="button" className="button" onClick={retry}>
              {t('table.retry')}
            </button>
          </div>
        </td>
      </tr>
    );
  } else if (rows.length === 0 && !loading) {
    body = (
      <tr>
        <td colSpan={columnCount} className="server-table__empty">
          {props.emptyMessage ?? t('table.empty')}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const disabled = selectable.isDisabled(row.original);
      const selected = selectable.isSelected(row.original);
      return (
        <tr
          key={row.id}
          className={onRowClick ? 'server-table__row server-table__row--clickable' : 'server-table__row'}
          data-selected={selection && selected ? '' : undefined}
          aria-disabled={selection && disabled ? true : undefined}
          onClick={onRowClick ? (event) => clickRow(event, row.original) : undefined}
        >
          {selection && (
            <td className="server-table__select" data-row-control="">
              <RowSelectCheckbox
                checked={selected}
                disabled={disabled}
                onCheckedChange={(checked) => selectable.setRowSelected(row.original, checked)}
              />
            </td>
          )}
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
          ))}
          {rowActions?.length ? (
            <td className="server-table__actions" data-row-control="">
              <RowActions row={row.original} actions={rowActions} />
            </td>
          ) : null}
        </tr>
      );
    });
  }

  return (
    <div className="server-table">
      {(props.filterBar || searchable) && (
        <div className="table-toolbar server-table__toolbar">
          {props.filterBar}
          {searchable && (
            <SearchBar
              className="server-table__search"
              value={searchText}
              onValueChange={setSearchText}
              placeholder={props.searchPlaceholder}
              trim
            />
          )}
        </div>
      )}
      <div className="table-wrap server-table__wrap" aria-busy={loading}>
        <table className="table" aria-label={props.ariaLabel}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th className="server-table__select" scope="col">
                    {selectable.mode === 'all' ? (
                      <SelectAllCheckbox {...selectable.selectAll} />
                    ) : (
                      <span className="visually-hidden">{t('selection.selectOne')}</span>
                    )}
                  </th>
                )}
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
                {rowActions?.length ? (
                  <th className="server-table__actions" scope="col">
                    <span className="visually-hidden">{t('rowActions.column')}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
        {loading && (
          <div className="server-table__loading">
            <Spinner label={t('table.loading')} />
          </div>
        )}
      </div>
      <Pager
        pageIndex={pageIndex}
        pageCount={result?.pageCount ?? 1}
        totalCount={result?.totalCount ?? 0}
        onPageChange={(index) => setPage({ key: resetKey, index })}
      />
    </div>
  );
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  if (header.isPlaceholder) return <th scope="col" />;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{content}</th>;
  const direction = header.column.getIsSorted();
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="server-table__sort" onClick={header.column.getToggleSortingHandler()}>
        {content}
        <span
          className={`server-table__sort-icon server-table__sort-icon--${direction || 'none'}`}
          aria-hidden="true"
        >
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
