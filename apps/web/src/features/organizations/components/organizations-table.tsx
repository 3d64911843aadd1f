// The organisation list: each name opens the organisation's dashboard; the row actions edit it or
// show its locations below the list.
import { buildPath, type Organization } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const CUSTOMER_OVERVIEW_PATH = '/customerDashboard/:id/overview';

export interface OrganizationsTableProps {
  organizations: Organization[];
  selectedId: number | null;
  canManage: boolean;
  onEdit: (organization: Organization) => void;
  onShowLocations: (organization: Organization) => void;
}

export function OrganizationsTable({
  organizations,
  selectedId,
  canManage,
  onEdit,
  onShowLocations,
}: OrganizationsTableProps) {
  const { t } = useTranslation('organizations');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('customersList.columns.name')}</th>
          <th scope="col">{t('customersList.columns.description')}</th>
          <th scope="col">{t('customersList.columns.devices')}</th>
          <th scope="col">{t('customersList.columns.online')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('customersList.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {organizations.map((organization) => (
          <tr
            key={organization.id}
            className={organization.id === selectedId ? 'customers__row--selected' : undefined}
          >
            <td>
              <Link to={buildPath(CUSTOMER_OVERVIEW_PATH, { id: organization.id })}>{organization.name}</Link>
            </td>
            <td>{organization.description}</td>
            <td>{organization.deviceCount}</td>
            <td>{organization.onlineCount}</td>
            <td className="customers__actions">
              <button
                type="button"
                className="button"
                aria-pressed={organization.id === selectedId}
                aria-label={t('customersList.showLocationsNamed', { name: organization.name })}
                onClick={() => onShowLocations(organization)}
              >
                {t('customersList.showLocations')}
              </button>
              {canManage && (
                <button
                  type="button"
                  className="button"
                  aria-label={t('customersList.editNamed', { name: organization.name })}
                  onClick={() => onEdit(organization)}
                >
                  {t('customersList.edit')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
