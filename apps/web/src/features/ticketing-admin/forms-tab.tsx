// Ticketing settings › Forms: the ticket forms, added and edited with their ordered attributes.
import { useTranslation } from 'react-i18next';
import { useTicketAttributes, useTicketForms } from '../tickets/hooks/use-ticketing-config.ts';
import { CatalogTab } from './components/catalog-tab.tsx';
import { TicketFormForm } from './components/ticket-form-form.tsx';
import { TicketFormTable } from './components/ticket-form-table.tsx';
import { useSaveForm } from './hooks/use-catalog-mutations.ts';

export function FormsTab() {
  const { t } = useTranslation('ticketingAdmin');
  const forms = useTicketForms();
  const attributes = useTicketAttributes();
  const save = useSaveForm();
  return (
    <CatalogTab
      heading={t('tabs.forms')}
      addLabel={t('forms.add')}
      query={forms}
      loadingLabel={t('forms.loading')}
      emptyText={t('forms.empty')}
      wide
      table={(rows, onEdit) => <TicketFormTable forms={rows} onEdit={onEdit} />}
      form={(ticketForm, onDone) => (
        <TicketFormForm
          ticketForm={ticketForm}
          attributes={attributes.data ?? []}
          onSave={(body) => save.mutateAsync({ id: ticketForm?.id ?? null, body })}
          onDone={onDone}
        />
      )}
    />
  );
}
