// An organisation's locations with their address and device count.
import type { Location } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export function LocationList({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation('dashboard');
  const shown = locations.filter((location) => !location.deleted);
  return (
    <section className="card customer-locations" aria-labelledby="customer-locations-title">
      <h2 id="customer-locations-title">{t('customer.locations')}</h2>
      {shown.length === 0 ? (
        <p className="empty-state">{t('customer.noLocations')}</p>
      ) : (
        <ul className="customer-locations__list">
          {shown.map((location) => (
            <li key={location.id} className="customer-locations__item">
              <strong>{location.name}</strong>
              {location.address && <span>{location.address}</span>}
              <span className="customer-locations__meta">
                {t('customer.locationDevices', { count: location.deviceCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
