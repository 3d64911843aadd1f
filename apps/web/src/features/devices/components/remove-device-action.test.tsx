// 'Remove device' in the device header: only with canManageDevices; Remove calls the API, shows a toast
// and goes to device search; Cancel changes nothing; the server's refusal shows in the dialog.
import '../../../components/test-support/dom-polyfills.ts';
import { configure, screen, within } from '@testing-library/react';
import type { Session } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { deviceFixture } from '../testing/fixtures.ts';
import { DeviceHeader } from './device-header.tsx';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const device = deviceFixture({ id: 7, name: 'ACCT-PC-01' });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderHeader(session: Session = sessionFixture()) {
  return renderInShell(
    <MemoryRouter initialEntries={['/deviceDashboard/7/overview']}>
      <Routes>
        <Route path="/deviceDashboard/:id/overview" element={<DeviceHeader device={device} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    session,
  );
}

describe('Remove device', () => {
  it('is not offered without canManageDevices', () => {
    mockApi({});
    renderHeader(sessionFixture({ without: ['canManageDevices'] }));
    expect(screen.getByRole('heading', { name: 'ACCT-PC-01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove device' })).not.toBeInTheDocument();
  });

  it('removes the device after confirmation and goes to device search', async () => {
    const api = mockApi({ 'DELETE /api/devices/7': { body: { ok: true } } });
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Remove device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ACCT-PC-01?' });
    expect(dialog).toHaveAccessibleDescription(
      /agent of ACCT-PC-01 is disconnected and can no longer connect/,
    );
    expect(within(dialog).getByText('Its backup data is kept.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText('ACCT-PC-01 was removed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceSearch');
    expect(api.callsTo('DELETE', '/api/devices/7')).toHaveLength(1);
    expect(api.calls[0]?.headers).toMatchObject({ 'x-csrf-token': 'csrf-token-1' });
  });

  it('does nothing on Cancel', async () => {
    const api = mockApi({ 'DELETE /api/devices/7': { body: { ok: true } } });
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Remove device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ACCT-PC-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceDashboard/7/overview');
  });

  it("shows the server's message when the removal is refused", async () => {
    mockApi({
      'DELETE /api/devices/7': errorAnswer(403, 'FORBIDDEN', 'Missing permission canManageDevices'),
    });
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Remove device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ACCT-PC-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Missing permission');
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceDashboard/7/overview');
  });
});
