// Ticketing settings › Forms: the ticket forms, added and edited with their ordered attributes.
import type { TicketForm } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useTicketAttributes, useTicketForms } from '../tickets/hooks/use-ticketing-config.ts';
import { ListState } from './components/list-state.tsx';
import { TicketFormForm } from './components/ticket-form-form.tsx';
import { TicketFormTable } from './components/ticket-form-table.tsx';
import { useSaveForm } from './hooks/use-catalog-mutations.ts';

type Editing = { form: TicketForm | null } | null;

export function FormsTab() {
  const { t } = useTranslation('ticketingAdmin');
  const forms = useTicketForms();
  const attributes = useTicketAttributes();
  const save = useSaveForm();
  const [editing, setEditing] = useState<Editing>(null);
  const ticketForm = editing?.form ?? null;
  return (
    <>
      <div className="ticketing-admin__tab-header">
        <h2>{t('tabs.forms')}</h2>
        <button type="button" className="button button--primary" onClick={() => setEditing({ form: null })}>
          {t('forms.add')}
        </button>
      </div>
      <ListState query={forms} loadingLabel={t('forms.loading')} emptyText={t('forms.empty')}>
        {(rows) => <TicketFormTable forms={rows} onEdit={(f) => setEditing({ form: f })} />}
      </ListState>
      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={ticketForm ? t('editTitle', { name: ticketForm.name }) : t('forms.add')}
        size="wide"
      >
        <TicketFormForm
          ticketForm={ticketForm}
          attributes={attributes.data ?? []}
          onSave={(body) => save.mutateAsync({ id: ticketForm?.id ?? null, body })}
          onDone={() => setEditing(null)}
        />
      </DialogFrame>
    </>
  );
}
