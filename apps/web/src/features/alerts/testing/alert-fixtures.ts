// Alerts and their pages for the alert page tests.
import type { Alert, Paged } from '@warden/domain';

export function alertFixture(id: number, extra: Partial<Alert> = {}): Alert {
  return {
    id,
    deviceId: 7,
    deviceName: 'NW-WS-042',
    organizationId: 3,
    organizationName: 'Northwind Traders',
    policyId: 1,
    conditionKey: 'nginx',
    conditionType: 'SERVICE_STOPPED',
    conditionName: 'nginx stopped',
    severity: 'MAJOR',
    state: 'RAISED',
    message: 'Service nginx is stopped',
    raisedAt: '2026-01-01T10:00:00Z',
    resetAt: null,
    acknowledgedAt: null,
    acknowledgedByName: null,
    ...extra,
  };
}

export const pageOfAlerts = (alerts: Alert[]): Paged<Alert> => ({
  results: alerts,
  totalElements: alerts.length,
  totalPages: alerts.length ? 1 : 0,
});
