// The ticket forms: name (inactive ones marked so), description, attribute count, the default one.
import type { TicketForm } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { EditCell } from './edit-cell.tsx';

export interface TicketFormTableProps {
  forms: TicketForm[];
  onEdit: (form: TicketForm) => void;
}

export function TicketFormTable({ forms, onEdit }: TicketFormTableProps) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('forms.columns.name')}</th>
          <th scope="col">{t('forms.columns.description')}</th>
          <th scope="col">{t('forms.columns.attributes')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('forms.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {forms.map((form) => (
          <tr key={form.id} className={form.active ? undefined : 'ticketing-admin__row--inactive'}>
            <td>
              {form.active ? form.name : t('inactiveName', { name: form.name })}
              {form.isDefault && <span className="ticketing-admin__muted"> {t('forms.default')}</span>}
            </td>
            <td>{form.description}</td>
            <td>{form.attributes.length}</td>
            <EditCell name={form.name} onEdit={() => onEdit(form)} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
