// An organisation's or device's ticket tab: the list filtered to it, and "New ticket" pre-filling it.
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { ScopedTickets } from './scoped-tickets.tsx';
import { paged, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function Create() {
  const location = useLocation();
  return <output data-testid="create">{location.search + JSON.stringify(location.state)}</output>;
}

describe('ScopedTickets', () => {
  it('lists the device tickets and opens a new ticket for the device', async () => {
    const api = mockApi({
      'GET /api/ticketing/tickets': { body: paged([ticketFixture(41)]) },
      'GET /api/ticketing/attributes': { body: [] },
    });
    const { user } = renderInShell(
      <MemoryRouter initialEntries={['/deviceDashboard/9/ticketing']}>
        <Routes>
          <Route
            path="/deviceDashboard/:id/ticketing"
            element={<ScopedTickets scope={{ deviceId: 9, name: 'WS-01' }} />}
          />
          <Route path="/ticketing/create" element={<Create />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('Ticket 41');
    expect(api.callsTo('GET', '/api/ticketing/tickets')[0]?.query.get('deviceId')).toBe('9');
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    await waitFor(() =>
      expect(screen.getByTestId('create')).toHaveTextContent('?deviceId=9{"deviceName":"WS-01"}'),
    );
  });
});
