// /deviceDashboard/:id/overview: the device at a glance.

import { DeviceAlerts } from '../alerts/components/device-alerts.tsx';
import { DeviceScriptRuns } from '../script-runs/components/device-script-runs.tsx';
import { DeviceOverviewCard } from './components/device-overview-card.tsx';
import { DevicePageFrame } from './components/device-page-frame.tsx';
import './devices.css';

export function DeviceOverviewPage() {
  return (
    <DevicePageFrame>
      {(device) => (
        <>
          <DeviceOverviewCard device={device} />
          <DeviceAlerts deviceId={device.id} />
          <DeviceScriptRuns deviceId={device.id} />
        </>
      )}
    </DevicePageFrame>
  );
}
