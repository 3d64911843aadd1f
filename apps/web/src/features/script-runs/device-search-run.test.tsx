// Device search: devices ticked in the table get one run each of the chosen script, and the selection
// clears once the runs have started.
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { DeviceSearchPage } from '../devices/device-search-page.tsx';
import { deviceFixture, paged, summaryFixture } from '../devices/testing/fixtures.ts';
import { pageOfScripts, script } from '../scripts/testing/script-fixtures.ts';
import { scriptRun } from './testing/run-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('running a script from device search', () => {
  it('starts one run per selected device', async () => {
    const disk = script(2, 'Disk report', { operatingSystems: ['LINUX', 'WINDOWS'] });
    const api = mockApi({
      'GET /api/dashboard/device-summary': { body: summaryFixture() },
      'POST /api/query/devices': {
        body: paged([deviceFixture(), deviceFixture({ id: 8, name: 'FILESRV', displayName: 'FILESRV' })], 2),
      },
      'GET /api/scripting/scripts': { body: pageOfScripts([disk]) },
      'GET /api/scripting/scripts/2': { body: disk },
      'POST /api/scripting/runs': {
        status: 201,
        body: { runs: [scriptRun(21, { deviceId: 7 }), scriptRun(22, { deviceId: 8 })] },
      },
    });
    const { user } = renderInShell(
      <MemoryRouter initialEntries={['/deviceSearch']}>
        <Routes>
          <Route path="/deviceSearch" element={<DeviceSearchPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Devices' });
    await within(table).findByRole('link', { name: 'FILESRV' });
    expect(screen.getByRole('button', { name: 'Run script' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Run script (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Run a script on 2 devices' });
    await user.click(await within(dialog).findByRole('radio', { name: /Disk report/ }));
    await within(dialog).findByText('This script has no variables.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));

    expect(await screen.findByText('Disk report started on 2 devices')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/scripting/runs')[0]?.body).toEqual({
      scriptId: 2,
      deviceIds: [7, 8],
      variables: {},
    });
    expect(api.callsTo('GET', '/api/scripting/scripts')[0]?.query.get('operatingSystem')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run script' })).toBeDisabled());
  });
});
