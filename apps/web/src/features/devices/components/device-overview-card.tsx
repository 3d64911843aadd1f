// The device overview: status, last contact, OS, organisation, location and backup.
import type { Device } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ManagementLink } from '../../device-settings/components/management-link.tsx';
import { BackupState } from './backup-state.tsx';
import { DeviceStatusChip } from './device-status-chip.tsx';
import { LastContact } from './last-contact.tsx';

export function DeviceOverviewCard({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  return (
    <section className="card" aria-labelledby="device-overview-title">
      <h2 id="device-overview-title">{t('device.overview.title')}</h2>
      <dl className="definition-list">
        <dt>{t('device.overview.status')}</dt>
        <dd>
          <DeviceStatusChip online={device.online} />
        </dd>
        <dt>{t('device.overview.lastContact')}</dt>
        <dd>
          <LastContact at={device.lastContact} />
        </dd>
        <dt>{t('device.overview.os')}</dt>
        <dd>{device.osName}</dd>
        <dt>{t('device.overview.organization')}</dt>
        <dd>
          <Link to={`/customerDashboard/${device.organizationId}/overview`}>{device.organizationName}</Link>
        </dd>
        <dt>{t('device.overview.location')}</dt>
        <dd>{device.locationName ?? t('device.noLocation')}</dd>
        <dt>{t('device.overview.backup')}</dt>
        <dd>
          <BackupState enabled={device.lockhartEnabled} />
        </dd>
      </dl>
      <ManagementLink deviceId={device.id} />
    </section>
  );
}
