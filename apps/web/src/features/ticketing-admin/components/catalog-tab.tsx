// A catalogue tab of the ticketing settings: its heading with Add, the list, and one dialog that adds
// an entry or edits the one chosen in the list.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { ListState } from './list-state.tsx';

export interface CatalogTabProps<T extends { name: string }> {
  heading: string;
  addLabel: string;
  query: UseQueryResult<T[], Error>;
  loadingLabel: string;
  emptyText: string;
  /** The dialog is wide for forms that hold a list of their own. */
  wide?: boolean;
  table: (rows: T[], onEdit: (entry: T) => void) => ReactNode;
  /** The form for the entry, or for a new one when it is null. */
  form: (entry: T | null, onDone: () => void) => ReactNode;
}

export function CatalogTab<T extends { name: string }>({
  heading,
  addLabel,
  query,
  loadingLabel,
  emptyText,
  wide = false,
  table,
  form,
}: CatalogTabProps<T>) {
  const { t } = useTranslation('ticketingAdmin');
  const [editing, setEditing] = useState<{ entry: T | null } | null>(null);
  const entry = editing?.entry ?? null;
  const close = () => setEditing(null);
  return (
    <>
      <div className="ticketing-admin__tab-header">
        <h2>{heading}</h2>
        <button type="button" className="button button--primary" onClick={() => setEditing({ entry: null })}>
          {addLabel}
        </button>
      </div>
      <ListState query={query} loadingLabel={loadingLabel} emptyText={emptyText}>
        {(rows) => table(rows, (row) => setEditing({ entry: row }))}
      </ListState>
      <DialogFrame
        open={editing !== null}
        onClose={close}
        title={entry ? t('editTitle', { name: entry.name }) : addLabel}
        size={wide ? 'wide' : 'normal'}
      >
        {form(entry, close)}
      </DialogFrame>
    </>
  );
}
