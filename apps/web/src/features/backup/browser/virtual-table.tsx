// A table that renders only the rows in view (TanStack Virtual), so a folder of any length scrolls
// smoothly. Rows whose page has not arrived yet show as placeholders while it loads.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActions } from '../../../components/row-actions/row-actions.tsx';
import {
  RowSelectCheckbox,
  SelectAllCheckbox,
  useSelectableRows,
} from '../../../components/selectable-rows/selectable-rows.tsx';

export const ROW_HEIGHT = 40;
const MAX_HEIGHT = 560;
// Rows rendered beyond each edge of the view: enough to scroll a few rows without a blank, few
// enough that opening a folder renders little more than a screenful.
const OVERSCAN = 5;

export interface VirtualColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface VirtualTableProps<T> {
  ariaLabel: string;
  /** The first column names the row; it opens the row when the row can be opened. */
  columns: VirtualColumn<T>[];
  count: number;
  rowAt: (index: number) => T | undefined;
  getRowId: (row: T) => string;
  onWindowChange?: (firstIndex: number, lastIndex: number) => void;
  onOpen?: (row: T) => void;
  canOpen?: (row: T) => boolean;
  selection?: { selected: string[]; onChange: (ids: string[]) => void; rows: readonly T[] };
  rowActions?: RowAction<T>[];
  /** Wrap cell text instead of keeping one line per row: for short tables with many wide columns. */
  wrapCells?: boolean;
}

export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { t } = useTranslation('backup');
  const { columns, count, rowAt, getRowId, onWindowChange, onOpen, selection, rowActions } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The box is MAX_HEIGHT tall whenever the rows fill it; starting from that instead of an empty
    // box lets the first render hold the rows in view, not a second one after measuring.
    initialRect: { width: 0, height: MAX_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => onWindowChange?.(first, last), [first, last, onWindowChange]);

  const selectable = useSelectableRows<T>({
    rows: selection?.rows ?? [],
    getRowId,
    selected: selection?.selected ?? [],
    onChange: (ids) => selection?.onChange(ids),
  });
  const openable = (row: T) => !!onOpen && (props.canOpen?.(row) ?? true);
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions?.length ? 1 : 0);
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const clickRow = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    const target = event.target as Element;
    if (!event.currentTarget.contains(target) || target.closest('[data-row-control]')) return;
    if (openable(row)) onOpen?.(row);
  };

  return (
    <div
      ref={scrollRef}
      className={`table-wrap backup-table${props.wrapCells ? ' backup-table--wrap' : ''}`}
      style={{ maxHeight: MAX_HEIGHT }}
    >
      <table className="table" aria-label={props.ariaLabel} aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className="backup-table__select">
                <SelectAllCheckbox {...selectable.selectAll} />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {rowActions?.length ? <th scope="col" className="backup-table__actions" /> : null}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <Spacer height={paddingTop} columns={columnCount} />}
          {items.map((item) => {
            const row = rowAt(item.index);
            if (row === undefined) {
              return (
                <tr
                  key={`placeholder-${item.index}`}
                  aria-rowindex={item.index + 2}
                  className="backup-table__placeholder"
                >
                  <td colSpan={columnCount}>{t('browser.loadingRow')}</td>
                </tr>
              );
            }
            const [primary, ...rest] = columns;
            return (
              <tr
                key={getRowId(row)}
                aria-rowindex={item.index + 2}
                data-selected={selection && selectable.isSelected(row) ? '' : undefined}
                className={openable(row) ? 'backup-table__row backup-table__row--open' : 'backup-table__row'}
                onClick={(event) => clickRow(event, row)}
              >
                {selection && (
                  <td className="backup-table__select" data-row-control="">
                    <RowSelectCheckbox
                      checked={selectable.isSelected(row)}
                      disabled={false}
                      onCheckedChange={(checked) => selectable.setRowSelected(row, checked)}
                    />
                  </td>
                )}
                {primary && (
                  <td className={primary.className}>
                    {openable(row) ? (
                      <button
                        type="button"
                        className="backup-table__open"
                        data-row-control=""
                        onClick={() => onOpen?.(row)}
                      >
                        {primary.cell(row)}
                      </button>
                    ) : (
                      primary.cell(row)
                    )}
                  </td>
                )}
                {rest.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions?.length ? (
                  <td className="backup-table__actions" data-row-control="">
                    <RowActions row={row} actions={rowActions} />
                  </td>
                ) : null}
              </tr>
            );
          })}
          {paddingBottom > 0 && <Spacer height={paddingBottom} columns={columnCount} />}
        </tbody>
      </table>
    </div>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="backup-table__spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
