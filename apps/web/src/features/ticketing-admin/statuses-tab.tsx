// Ticketing settings › Statuses: the statuses with their colours, added and edited in a dialog.
import type { TicketStatus } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useTicketStatuses } from '../tickets/hooks/use-ticketing-config.ts';
import { ListState } from './components/list-state.tsx';
import { StatusForm } from './components/status-form.tsx';
import { StatusTable } from './components/status-table.tsx';
import { useSaveStatus } from './hooks/use-catalog-mutations.ts';

type Editing = { status: TicketStatus | null } | null;

export function StatusesTab() {
  const { t } = useTranslation('ticketingAdmin');
  const statuses = useTicketStatuses();
  const save = useSaveStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const status = editing?.status ?? null;
  return (
    <>
      <div className="ticketing-admin__tab-header">
        <h2>{t('tabs.statuses')}</h2>
        <button type="button" className="button button--primary" onClick={() => setEditing({ status: null })}>
          {t('statuses.add')}
        </button>
      </div>
      <ListState query={statuses} loadingLabel={t('statuses.loading')} emptyText={t('statuses.empty')}>
        {(rows) => <StatusTable statuses={rows} onEdit={(s) => setEditing({ status: s })} />}
      </ListState>
      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={status ? t('editTitle', { name: status.name }) : t('statuses.add')}
      >
        <StatusForm
          status={status}
          statuses={statuses.data ?? []}
          onSave={(body) => save.mutateAsync({ id: status?.id ?? null, body })}
          onDone={() => setEditing(null)}
        />
      </DialogFrame>
    </>
  );
}
