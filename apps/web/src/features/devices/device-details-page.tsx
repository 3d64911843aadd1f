// /deviceDashboard/:id/details: every field of the device.
import { DeviceDetailsCard } from './components/device-details-card.tsx';
import { DevicePageFrame } from './components/device-page-frame.tsx';
import './devices.css';

export function DeviceDetailsPage() {
  return <DevicePageFrame>{(device) => <DeviceDetailsCard device={device} />}</DevicePageFrame>;
}
