// The ticket table's chosen columns, kept in this browser per table (localStorage) and checked on
// read, so a stale or hand-edited entry falls back to the defaults instead of breaking the table.
import { defaultTicketColumns, type TicketColumn, ticketColumnChoices } from '@warden/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/** The most columns a ticket table shows; the table settings dialog stops there. */
export const MAX_TICKET_COLUMNS = 12;

const storedColumns = z.array(z.enum(ticketColumnChoices)).min(1).max(MAX_TICKET_COLUMNS);
const storageKey = (table: string) => `warden.tickets.columns.${table}`;

function read(table: string): TicketColumn[] {
  try {
    const parsed = storedColumns.safeParse(JSON.parse(localStorage.getItem(storageKey(table)) ?? 'null'));
    if (parsed.success) return [...new Set(parsed.data)];
  } catch {
    // Unreadable JSON reads as no choice.
  }
  return [...defaultTicketColumns];
}

export function useTicketColumnSettings(table: string) {
  const [columns, setColumns] = useState<TicketColumn[]>(() => read(table));
  const save = useCallback(
    (next: readonly string[]) => {
      const parsed = storedColumns.safeParse(next);
      if (!parsed.success) return;
      localStorage.setItem(storageKey(table), JSON.stringify(parsed.data));
      setColumns(parsed.data);
    },
    [table],
  );
  return { columns, save };
}
