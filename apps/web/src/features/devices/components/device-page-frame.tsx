// Frame of every device dashboard page: loads the device from the route, then shows the header,
// the tabs and the section; or a spinner, "Device not found", or the load error.
import type { Device } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useDevice } from '../hooks/use-device.ts';
import { DeviceHeader } from './device-header.tsx';
import { DeviceTabsNav } from './device-tabs-nav.tsx';
import { LoadError } from './load-error.tsx';

export function DevicePageFrame({ children }: { children: (device: Device) => ReactNode }) {
  const { t } = useTranslation('devices');
  const { id } = useParams();
  const device = useDevice(id);

  if (device.notFound) {
    return (
      <section className="page not-found" data-testid="device-not-found">
        <h1>{t('device.notFound')}</h1>
        <p>{t('device.notFoundBody', { id })}</p>
        <Link className="button" to="/deviceSearch">
          {t('device.backToSearch')}
        </Link>
      </section>
    );
  }
  if (device.error) return <LoadError error={device.error} onRetry={() => device.refetch()} />;
  if (!device.data) return <Spinner label={t('loading', { ns: 'common' })} />;
  return (
    <section className="page device-page">
      <DeviceHeader device={device.data} />
      <DeviceTabsNav deviceId={device.data.id} />
      {children(device.data)}
    </section>
  );
}
