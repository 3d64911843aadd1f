// The ticket table's column definitions for a list of column keys: the system column choices and,
// on boards, custom attributes keyed `attribute:{id}` (which the list call cannot sort by).
import type { ColumnDef } from '@tanstack/react-table';
import type { BoardColumn, TicketAttribute, TicketColumn, TicketRow } from '@warden/domain';
import { useMemo } from 'react';
import { useSharedT } from '../../../i18n/use-shared-t.ts';
import { attributeText, rowAttribute, ticketCell } from './ticket-cells.tsx';

export function useTicketTableColumns(
  keys: readonly BoardColumn[],
  attributes: readonly TicketAttribute[],
): ColumnDef<TicketRow>[] {
  const { t, language } = useSharedT('tickets');
  return useMemo(
    () =>
      keys.map((key): ColumnDef<TicketRow> => {
        if (key.startsWith('attribute:')) {
          const id = Number(key.slice('attribute:'.length));
          const attribute = attributes.find((a) => a.id === id);
          return {
            id: key,
            header: attribute?.name ?? key,
            enableSorting: false,
            cell: ({ row }) => attributeText(attribute, rowAttribute(row.original, id), t, language),
          };
        }
        const column = key as TicketColumn;
        return {
          id: column,
          // The table sorts only columns with an accessor; the server does the sorting itself.
          accessorFn: (row) => row[column],
          header: t(`columns.${column}`),
          enableSorting: true,
          cell: ({ row }) => ticketCell(column, row.original, t, language),
        };
      }),
    [keys, attributes, t, language],
  );
}
