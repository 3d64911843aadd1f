// The end user or contact list: name, e-mail, phone, job title, organisation and the row actions.
import type { EndUser } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export interface PeopleTableProps {
  people: EndUser[];
  /** Edit and delete are offered only to those who may manage the help desk. */
  canManage: boolean;
  onEdit: (person: EndUser) => void;
  onDelete: (person: EndUser) => void;
}

export function PeopleTable({ people, canManage, onEdit, onDelete }: PeopleTableProps) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('people.columns.name')}</th>
          <th scope="col">{t('people.columns.email')}</th>
          <th scope="col">{t('people.columns.phone')}</th>
          <th scope="col">{t('people.columns.jobTitle')}</th>
          <th scope="col">{t('people.columns.organization')}</th>
          {canManage && (
            <th scope="col">
              <span className="visually-hidden">{t('people.columns.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id}>
            <td>{person.name}</td>
            <td>{person.email ?? ''}</td>
            <td>{person.phone ?? ''}</td>
            <td>{person.jobTitle}</td>
            <td>{person.organizationName ?? t('people.noOrganization')}</td>
            {canManage && (
              <td className="ticketing-admin__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => onEdit(person)}
                  aria-label={t('people.actions.editNamed', { name: person.name })}
                >
                  {t('people.actions.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onDelete(person)}
                  aria-label={t('people.actions.deleteNamed', { name: person.name })}
                >
                  {t('people.actions.delete')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
