// The list-page frame: the system page's title row and intro, and the organisation page's loading,
// not-found, failed-load and loaded states, the body given the organisation of the route's :id.
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationFixture } from '../../features/devices/testing/fixtures.ts';
import { type Answer, errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { CustomerDashboardPage, SystemDashboardPage } from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderCustomer(url: string, organization: Answer, loadingLabel?: string) {
  const api = mockApi({ 'GET /api/organizations/3': organization });
  renderInShell(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/customerDashboard/:id/things"
          element={
            <CustomerDashboardPage
              name="things"
              title="Things"
              intro="Every thing of the organization."
              loadingLabel={loadingLabel}
            >
              {(org) => <p>Things of {org.name}</p>}
            </CustomerDashboardPage>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('SystemDashboardPage', () => {
  it('shows the title row, the intro and the body', () => {
    renderInShell(
      <SystemDashboardPage name="things" title="All things" intro="Every thing.">
        <p>The table</p>
      </SystemDashboardPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All things' })).toBeInTheDocument();
    expect(screen.getByText('Every thing.')).toBeInTheDocument();
    expect(screen.getByText('The table').closest('section')).toHaveClass('page', 'things-page');
  });

  it('leaves the intro out when there is none', () => {
    const { container } = renderInShell(
      <SystemDashboardPage name="things" title="All things">
        <p>The table</p>
      </SystemDashboardPage>,
    );
    expect(container.querySelector('.field__hint')).toBeNull();
  });
});

describe('CustomerDashboardPage', () => {
  it("shows the organisation's header and tabs, and the titled card with the body for it", async () => {
    renderCustomer('/customerDashboard/3/things', {
      body: organizationFixture({ id: 3, name: 'Northwind Traders' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Things' });
    expect(within(card).getByText('Every thing of the organization.')).toBeInTheDocument();
    expect(within(card).getByText('Things of Northwind Traders')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('names what it loads while the organisation loads', async () => {
    renderCustomer('/customerDashboard/3/things', () => new Promise(() => {}), 'Loading things');
    expect(await screen.findByText('Loading things')).toBeInTheDocument();
  });

  it('shows the not-found page for an id that cannot exist and for an unknown organisation', async () => {
    const api = renderCustomer('/customerDashboard/abc/things', { body: organizationFixture({ id: 3 }) });
    expect(screen.getByTestId('page-not-found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/organizations/3')).toHaveLength(0);
  });

  it('shows a 404 from the server as the not-found page', async () => {
    renderCustomer('/customerDashboard/3/things', errorAnswer(404, 'NOT_FOUND', 'Organization not found'));
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
  });

  it('offers a retry when the organisation fails to load', async () => {
    renderCustomer('/customerDashboard/3/things', errorAnswer(500, 'INTERNAL', 'Boom'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
