// Every field the server holds for a device, for technicians who need the raw values.
import type { Device } from '@warden/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { BackupState } from './backup-state.tsx';
import { DeviceStatusChip } from './device-status-chip.tsx';
import { LastContact } from './last-contact.tsx';
import { useNodeClassName } from './node-class-label.tsx';

export function DeviceDetailsCard({ device }: { device: Device }) {
  const { t, i18n } = useTranslation('devices');
  const className = useNodeClassName();
  const none = t('device.details.none');
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: t('device.details.id'), value: device.id },
    { label: t('device.details.uid'), value: <code>{device.uid}</code> },
    { label: t('device.details.name'), value: device.name },
    { label: t('device.details.displayName'), value: device.displayName },
    { label: t('device.details.friendlyName'), value: device.friendlyName ?? none },
    { label: t('device.details.systemName'), value: device.systemName },
    {
      label: t('device.details.nodeClass'),
      value: `${className(device.nodeClass)} (${device.nodeClass})`,
    },
    { label: t('device.details.nodeRole'), value: device.nodeRole },
    { label: t('device.details.osName'), value: device.osName },
    {
      label: t('device.details.organization'),
      value: `${device.organizationName} (${device.organizationId})`,
    },
    {
      label: t('device.details.location'),
      value: device.locationId === null ? none : `${device.locationName ?? ''} (${device.locationId})`,
    },
    { label: t('device.details.online'), value: <DeviceStatusChip online={device.online} /> },
    {
      label: t('device.details.lastContact'),
      value:
        device.lastContact === null ? (
          <LastContact at={null} />
        ) : (
          <>
            {formatDateTime(device.lastContact, i18n.language)} (<LastContact at={device.lastContact} />)
          </>
        ),
    },
    { label: t('device.details.backup'), value: <BackupState enabled={device.lockhartEnabled} /> },
    { label: t('device.details.createdAt'), value: formatDateTime(device.createdAt, i18n.language) },
  ];
  return (
    <section className="card" aria-labelledby="device-details-title">
      <h2 id="device-details-title">{t('device.details.title')}</h2>
      <dl className="definition-list">
        {rows.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
