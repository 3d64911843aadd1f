// The pending queue: the system's and an organisation's queued runs, asked with their scope, each
// cancellable, the list refreshed after a cancel.
import { screen, waitFor, within } from '@testing-library/react';
import type { ScriptRun } from '@warden/domain';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { organizationFixture } from '../devices/testing/fixtures.ts';
import { CustomerPendingScriptsPage, SystemPendingScriptsPage } from './pending-scripts-page.tsx';
import { pageOfRuns, scriptRun } from './testing/run-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderQueue(url: string, options: { canRun?: boolean } = {}) {
  let queued: ScriptRun[] = [
    scriptRun(11, { status: 'QUEUED', scriptName: 'Disk report', deviceName: 'NW-WS-042' }),
    scriptRun(12, { status: 'QUEUED', scriptName: 'Flush DNS', deviceName: 'NW-FS-01', deviceId: 8 }),
  ];
  const api = mockApi({
    'GET /api/scripting/pending-runs': () => ({ body: pageOfRuns(queued) }),
    'POST /api/scripting/runs/:runId/cancel': (call) => {
      const id = Number(call.path.split('/').at(-2));
      const run = queued.find((r) => r.id === id)!;
      queued = queued.filter((r) => r.id !== id);
      return { body: { ...run, status: 'CANCELED' } };
    },
    'GET /api/organizations/3': { body: organizationFixture({ id: 3, name: 'Northwind Traders' }) },
  });
  const session = sessionFixture(options.canRun === false ? { without: ['canRunScripts'] } : {});
  const view = renderInShell(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/systemDashboard/pendingScripts" element={<SystemPendingScriptsPage />} />
        <Route path="/customerDashboard/:id/pendingScripts" element={<CustomerPendingScriptsPage />} />
      </Routes>
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: 'Pending script runs' });

describe('pending scripts', () => {
  it('lists the queued runs with their devices, each linking to its run', async () => {
    const { api } = renderQueue('/systemDashboard/pendingScripts');
    const link = await screen.findByRole('link', { name: 'Flush DNS' });
    expect(link).toHaveAttribute('href', '/deviceDashboard/8/scripts/12');
    expect(within(table()).getByRole('link', { name: 'NW-FS-01' })).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/scripting/pending-runs')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '0', size: '50' });
  });

  it('cancels a queued run and refreshes the queue', async () => {
    const { api, user } = renderQueue('/systemDashboard/pendingScripts');
    await user.click(await screen.findByRole('button', { name: 'Cancel Disk report on NW-WS-042' }));
    await waitFor(() => expect(within(table()).queryByRole('link', { name: 'Disk report' })).toBeNull());
    expect(api.callsTo('POST', '/api/scripting/runs/11/cancel')).toHaveLength(1);
    expect(within(table()).getByRole('link', { name: 'Flush DNS' })).toBeInTheDocument();
    expect(await screen.findByText('Disk report on NW-WS-042 canceled')).toBeInTheDocument();
  });

  it("asks for the organisation's queue on its dashboard", async () => {
    const { api } = renderQueue('/customerDashboard/3/pendingScripts');
    expect(await screen.findByRole('heading', { name: 'Northwind Traders' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Disk report' });
    expect(api.callsTo('GET', '/api/scripting/pending-runs')[0]!.query.get('organizationId')).toBe('3');
  });

  it('offers no cancel without canRunScripts', async () => {
    renderQueue('/systemDashboard/pendingScripts', { canRun: false });
    await screen.findByRole('link', { name: 'Disk report' });
    expect(within(table()).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
