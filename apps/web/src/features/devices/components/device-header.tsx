// The device dashboard's header: name, class, status, organisation and location, and the device's actions.
import { type Device, scriptOperatingSystemOf } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RunScriptButton } from '../../script-runs/components/run-script-button.tsx';
import { DeviceStatusChip } from './device-status-chip.tsx';
import { NodeClassIcon, useNodeClassName } from './node-class-label.tsx';
import { RemoveDeviceAction } from './remove-device-action.tsx';

export function DeviceHeader({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const className = useNodeClassName();
  return (
    <header className="page__header device-header">
      <span className="device-header__icon" title={className(device.nodeClass)}>
        <NodeClassIcon nodeClass={device.nodeClass} size={28} />
      </span>
      <div className="device-header__text">
        <h1>{device.name}</h1>
        <p className="device-header__meta">
          <span>{className(device.nodeClass)}</span>
          <Link to={`/customerDashboard/${device.organizationId}/overview`}>{device.organizationName}</Link>
          <span>{device.locationName ?? t('device.noLocation')}</span>
        </p>
      </div>
      <DeviceStatusChip online={device.online} />
      <RunScriptButton deviceIds={[device.id]} operatingSystem={scriptOperatingSystemOf(device.nodeClass)} />
      <RemoveDeviceAction device={device} />
    </header>
  );
}
