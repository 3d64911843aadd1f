// The rule list of one type: run order, the enabled switch, moving a rule, deleting after a
// confirmation, and the way to a new rule.
import { screen, waitFor, within } from '@testing-library/react';
import type { AutomationRule } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { paged } from '../tickets/testing/ticket-fixtures.ts';
import { AutomationListPage } from './automation-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const rule = (id: number, name: string, enabled = true): AutomationRule => ({
  id,
  position: id,
  name,
  description: `About ${name}`,
  enabled,
  automationType: 'TIME_BASED',
  conditions: { all: [{ field: 'ticket_created', operator: 'is', value: '2:0' }], any: [] },
  actions: [],
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderList() {
  const api = mockApi({
    'GET /api/ticketing/automations': { body: paged([rule(1, 'First'), rule(2, 'Second', false)]) },
    'PUT /api/ticketing/automations/:id': { body: rule(1, 'First', false) },
    'PUT /api/ticketing/automations/order': { body: { ok: true } },
    'DELETE /api/ticketing/automations/:id': { body: { ok: true } },
  });
  const view = renderInShell(
    <MemoryRouter initialEntries={['/administration/apps/ticketing/automations/timeBased']}>
      <Routes>
        <Route path="/administration/apps/ticketing/automations/:type" element={<AutomationListPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
  );
  return { ...view, api };
}

describe('AutomationListPage', () => {
  it("lists the type's rules in run order", async () => {
    const { api } = renderList();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(api.callsTo('GET', '/api/ticketing/automations')[0]?.query.get('automationType')).toBe(
      'TIME_BASED',
    );
  });

  it('switches a rule off by saving it back whole', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Enable First' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/automations/1')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/ticketing/automations/1')[0]?.body;
    expect(body).toMatchObject({ name: 'First', enabled: false, automationType: 'TIME_BASED' });
    expect(body).not.toHaveProperty('id');
  });

  it('moves a rule down in the run order', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Move First down' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/automations/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/automations/order')[0]?.body).toEqual({
      automationType: 'TIME_BASED',
      ids: [2, 1],
    });
    expect(screen.getByRole('button', { name: 'Move First up' })).toBeDisabled();
  });

  it('deletes a rule only after the confirmation', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule' });
    expect(api.callsTo('DELETE', '/api/ticketing/automations/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/ticketing/automations/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the editor for a new rule of the type', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/automation/timeBased/new');
  });
});
