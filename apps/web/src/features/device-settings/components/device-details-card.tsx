// The "Device details" card of the device settings page: loads the record and shows its form.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { LoadError } from '../../devices/components/load-error.tsx';
import { useDeviceDetails, useSaveDeviceDetails } from '../hooks/use-device-details.ts';
import { DeviceDetailsForm } from './device-details-form.tsx';

export function DeviceDetailsCard({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('deviceSettings');
  const details = useDeviceDetails(deviceId);
  const save = useSaveDeviceDetails(deviceId);
  return (
    <section className="card" aria-labelledby="device-details-record">
      <h2 id="device-details-record">{t('details.title')}</h2>
      {details.error ? (
        <LoadError error={details.error} onRetry={() => details.refetch()} />
      ) : details.data ? (
        <DeviceDetailsForm answer={details.data} save={(body) => save.mutateAsync(body)} />
      ) : (
        <Spinner label={t('details.loading')} />
      )}
    </section>
  );
}
