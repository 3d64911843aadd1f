// Ticketing settings › Statuses: the statuses with their colours, added and edited in a dialog.
import { useTranslation } from 'react-i18next';
import { useTicketStatuses } from '../tickets/hooks/use-ticketing-config.ts';
import { CatalogTab } from './components/catalog-tab.tsx';
import { StatusForm } from './components/status-form.tsx';
import { StatusTable } from './components/status-table.tsx';
import { useSaveStatus } from './hooks/use-catalog-mutations.ts';

export function StatusesTab() {
  const { t } = useTranslation('ticketingAdmin');
  const statuses = useTicketStatuses();
  const save = useSaveStatus();
  return (
    <CatalogTab
      heading={t('tabs.statuses')}
      addLabel={t('statuses.add')}
      query={statuses}
      loadingLabel={t('statuses.loading')}
      emptyText={t('statuses.empty')}
      table={(rows, onEdit) => <StatusTable statuses={rows} onEdit={onEdit} />}
      form={(status, onDone) => (
        <StatusForm
          status={status}
          statuses={statuses.data ?? []}
          onSave={(body) => save.mutateAsync({ id: status?.id ?? null, body })}
          onDone={onDone}
        />
      )}
    />
  );
}
