// The device dashboard's sections, as routes of the route table. Sections whose features have not come
// yet have a page that keeps the device header and says what is coming.

export const deviceTabs = [
  { id: 'overview', path: 'overview' },
  { id: 'details', path: 'details' },
  { id: 'backup', path: 'backup/manage' },
  { id: 'activities', path: 'activities/all' },
  { id: 'ticketing', path: 'ticketing' },
  { id: 'settings', path: 'settings' },
] as const;

export type DeviceTabId = (typeof deviceTabs)[number]['id'];

export function deviceTabPath(deviceId: number, tab: (typeof deviceTabs)[number]): string {
  return `/deviceDashboard/${deviceId}/${tab.path}`;
}
