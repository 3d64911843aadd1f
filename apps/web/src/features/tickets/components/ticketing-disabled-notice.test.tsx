// While ticketing is off the ticket pages say so, and only administrators of ticketing get the link
// to its settings; with ticketing on nothing shows.

import { screen, waitFor } from '@testing-library/react';
import { defaultTicketingSettings } from '@warden/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { ticketingConfigKey } from '../hooks/ticket-query-keys.ts';
import { paged, statuses } from '../testing/ticket-fixtures.ts';
import { TicketingPage } from '../ticketing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(enabled: boolean) {
  mockApi({
    'GET /api/ticketing/settings': { body: { ...defaultTicketingSettings, enabled } },
    'GET /api/ticketing/tickets': { body: paged([]) },
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/attributes': { body: [] },
    'GET /api/ticketing/automations': { body: paged([]) },
  });
}

const renderList = (session = sessionFixture()) =>
  renderInShell(
    <MemoryRouter initialEntries={['/ticketing']}>
      <TicketingPage />
    </MemoryRouter>,
    session,
  );

describe('TicketingDisabledNotice', () => {
  it('tells an administrator ticketing is off and links to its settings', async () => {
    serve(false);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Ticketing is turned off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticketing settings' })).toHaveAttribute(
      'href',
      '/administration/apps/ticketing',
    );
  });

  it('tells other technicians without the link', async () => {
    serve(false);
    renderList(sessionFixture({ without: ['canManageTicketing'] }));
    expect(await screen.findByRole('heading', { name: 'Ticketing is turned off' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ticketing settings' })).toBeNull();
  });

  it('shows nothing while ticketing is on', async () => {
    serve(true);
    const { client } = renderList();
    await waitFor(() => expect(client.getQueryData([...ticketingConfigKey, 'settings'])).toBeDefined());
    expect(screen.queryByRole('heading', { name: 'Ticketing is turned off' })).toBeNull();
  });
});
