// The alert pages: the system's and an organisation's alerts asked with their scope and state
// filter, acknowledge and reset refreshing the table, no actions without canManageDevices, and the
// device's alerts on its overview.
import { screen, waitFor, within } from '@testing-library/react';
import type { Alert } from '@warden/domain';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { organizationFixture } from '../devices/testing/fixtures.ts';
import { CustomerAlertsPage, SystemAlertsPage } from './alerts-pages.tsx';
import { DeviceAlerts } from './components/device-alerts.tsx';
import { alertFixture, pageOfAlerts } from './testing/alert-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderAlerts(url: string, options: { canManage?: boolean } = {}) {
  let alerts: Alert[] = [
    alertFixture(11),
    alertFixture(12, {
      conditionName: 'Disk low',
      deviceName: 'NW-FS-01',
      deviceId: 8,
      severity: 'CRITICAL',
      message: 'Free disk space below 10%: / 4%',
    }),
  ];
  const api = mockApi({
    'GET /api/alerts': (call) => {
      const state = call.query.get('state');
      return { body: pageOfAlerts(alerts.filter((a) => !state || a.state === state)) };
    },
    'POST /api/alerts/:id/reset': (call) => {
      const id = Number(call.path.split('/').at(-2));
      alerts = alerts.map((a) =>
        a.id === id ? { ...a, state: 'RESET', resetAt: '2026-01-01T11:00:00Z' } : a,
      );
      return { body: alerts.find((a) => a.id === id) };
    },
    'POST /api/alerts/:id/acknowledge': (call) => {
      const id = Number(call.path.split('/').at(-2));
      alerts = alerts.map((a) =>
        a.id === id ? { ...a, acknowledgedAt: '2026-01-01T10:30:00Z', acknowledgedByName: 'Ada Admin' } : a,
      );
      return { body: alerts.find((a) => a.id === id) };
    },
    'GET /api/organizations/3': { body: organizationFixture({ id: 3, name: 'Northwind Traders' }) },
  });
  const session = sessionFixture(options.canManage === false ? { without: ['canManageDevices'] } : {});
  const view = renderInShell(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/systemDashboard/alerts" element={<SystemAlertsPage />} />
        <Route path="/customerDashboard/:id/alerts" element={<CustomerAlertsPage />} />
        <Route path="/device/:id" element={<DeviceAlerts deviceId={7} />} />
      </Routes>
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: 'Alerts' });

describe('alert pages', () => {
  it('lists the raised alerts of every organisation, each naming its device and organisation', async () => {
    const { api } = renderAlerts('/systemDashboard/alerts');
    expect(await screen.findByText('Free disk space below 10%: / 4%')).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row');
    expect(within(rows[2]!).getByText('Critical')).toBeInTheDocument();
    expect(within(table()).getByRole('link', { name: 'NW-FS-01' })).toHaveAttribute(
      'href',
      '/deviceDashboard/8/overview',
    );
    expect(within(table()).getAllByRole('link', { name: 'Northwind Traders' })[0]).toHaveAttribute(
      'href',
      '/customerDashboard/3/alerts',
    );
    const query = api.callsTo('GET', '/api/alerts')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ state: 'RAISED', page: '0', size: '50' });
  });

  it('shows every state when asked', async () => {
    const { api, user } = renderAlerts('/systemDashboard/alerts');
    await screen.findByText('Service nginx is stopped');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await waitFor(() => expect(api.callsTo('GET', '/api/alerts').at(-1)!.query.get('state')).toBeNull());
  });

  it('acknowledges and resets an alert, refreshing the table', async () => {
    const { api, user } = renderAlerts('/systemDashboard/alerts');
    await screen.findByText('Service nginx is stopped');
    const row = () => screen.getByText('Service nginx is stopped').closest('tr')!;
    await user.click(within(row()).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Acknowledge' }));
    expect(await screen.findByText('nginx stopped on NW-WS-042 acknowledged')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/11/acknowledge')).toHaveLength(1);
    await waitFor(() => expect(within(row()).getByText(/Ada Admin/)).toBeInTheDocument());

    await user.click(within(row()).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    expect(api.callsTo('POST', '/api/alerts/11/reset')).toHaveLength(1);
    // Only raised alerts are listed, so the reset one leaves the table.
    await waitFor(() => expect(screen.queryByText('Service nginx is stopped')).toBeNull());
  });

  it('offers no actions without canManageDevices', async () => {
    renderAlerts('/systemDashboard/alerts', { canManage: false });
    await screen.findByText('Service nginx is stopped');
    expect(within(table()).queryByRole('button', { name: /actions/i })).toBeNull();
  });

  it("asks for the organisation's alerts on its dashboard, without the organisation column", async () => {
    const { api } = renderAlerts('/customerDashboard/3/alerts');
    expect(await screen.findByRole('heading', { name: 'Northwind Traders' })).toBeInTheDocument();
    await screen.findByText('Service nginx is stopped');
    expect(api.callsTo('GET', '/api/alerts')[0]!.query.get('organizationId')).toBe('3');
    expect(within(table()).queryByRole('columnheader', { name: 'Organization' })).toBeNull();
  });

  it("shows a device's alerts on its page, without device or organisation columns", async () => {
    const { api } = renderAlerts('/device/7');
    await screen.findByText('Service nginx is stopped');
    expect(api.callsTo('GET', '/api/alerts')[0]!.query.get('deviceId')).toBe('7');
    expect(within(table()).queryByRole('columnheader', { name: 'Device' })).toBeNull();
  });
});
