// Sample API answers for component tests, typed by the domain schemas.
import type { Device, DeviceSummary, OrganizationDetail } from '@warden/domain';

export function deviceFixture(overrides: Partial<Device> = {}): Device {
  return {
    id: 7,
    uid: 'a3f1c2d4-0000-4000-8000-000000000007',
    displayName: 'ACCT-PC-01',
    friendlyName: null,
    name: 'ACCT-PC-01',
    systemName: 'acct-pc-01',
    nodeClass: 'WINDOWS_WORKSTATION',
    nodeRole: 'WINDOWS_WORKSTATION',
    clientId: 3,
    organizationId: 3,
    organizationName: 'Contoso',
    locationId: 4,
    locationName: 'Head office',
    online: true,
    lastContact: new Date(Date.now() - 20_000).toISOString(),
    lockhartEnabled: true,
    osName: 'Windows 11 Pro',
    createdAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<DeviceSummary> = {}): DeviceSummary {
  return {
    total: 12,
    online: 9,
    offline: 3,
    byClass: [
      { nodeClass: 'WINDOWS_WORKSTATION', total: 8 },
      { nodeClass: 'LINUX_SERVER', total: 4 },
    ],
    byOrganization: [
      { organizationId: 3, name: 'Contoso', total: 10, online: 8 },
      { organizationId: 5, name: 'Fabrikam', total: 2, online: 1 },
    ],
    ...overrides,
  };
}

export function organizationFixture(overrides: Partial<OrganizationDetail> = {}): OrganizationDetail {
  return {
    id: 3,
    name: 'Contoso',
    description: 'Accounting firm',
    deleted: false,
    deviceCount: 10,
    onlineCount: 8,
    createdAt: '2025-01-01T00:00:00.000Z',
    locations: [
      {
        id: 4,
        organizationId: 3,
        organizationName: 'Contoso',
        name: 'Head office',
        address: '1 Main Street',
        description: '',
        deleted: false,
        deviceCount: 6,
      },
    ],
    ...overrides,
  };
}

export const paged = <T>(results: T[], totalElements = results.length, size = 50) => ({
  results,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});
