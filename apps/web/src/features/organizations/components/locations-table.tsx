// An organisation's locations with their address, description and device count.
import type { Location } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export interface LocationsTableProps {
  locations: Location[];
  canManage: boolean;
  onEdit: (location: Location) => void;
}

export function LocationsTable({ locations, canManage, onEdit }: LocationsTableProps) {
  const { t } = useTranslation('organizations');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('locations.columns.name')}</th>
          <th scope="col">{t('locations.columns.address')}</th>
          <th scope="col">{t('locations.columns.description')}</th>
          <th scope="col">{t('locations.columns.devices')}</th>
          {canManage && (
            <th scope="col">
              <span className="visually-hidden">{t('locations.columns.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {locations.map((location) => (
          <tr key={location.id} className={location.deleted ? 'customers__row--deleted' : undefined}>
            <td>
              {location.name}
              {location.deleted && ` ${t('locations.deleted')}`}
            </td>
            <td className="customers__address">{location.address}</td>
            <td>{location.description}</td>
            <td>{location.deviceCount}</td>
            {canManage && (
              <td className="customers__actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('locations.editNamed', { name: location.name })}
                  onClick={() => onEdit(location)}
                >
                  {t('locations.edit')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
