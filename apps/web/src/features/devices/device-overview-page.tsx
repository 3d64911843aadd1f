// /deviceDashboard/:id/overview: the device at a glance.

import { DeviceAlerts } from '../alerts/components/device-alerts.tsx';
import { DeviceScriptRuns } from '../script-runs/components/device-script-runs.tsx';
import { DeviceInventoryCard } from './components/device-inventory-card.tsx';
import { DeviceOverviewCard } from './components/device-overview-card.tsx';
import { DevicePageFrame } from './components/device-page-frame.tsx';
import './devices.css';

export function DeviceOverviewPage() {
  return (
    <DevicePageFrame>
      {(device) => (
        <>
          <DeviceOverviewCard device={device} />
          <DeviceInventoryCard deviceId={device.id} />
          <DeviceAlerts deviceId={device.id} />
          <DeviceScriptRuns deviceId={device.id} />
        </>
      )}
    </DevicePageFrame>
  );
}
