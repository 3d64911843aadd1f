// The rule editor page: a new rule is checked by the domain before anything is sent, saved through
// the automations API, and the server's refusals land beside the fields they name.
import { screen, waitFor, within } from '@testing-library/react';
import { type AutomationRule, type AutomationRuleDetail, RULE_MESSAGES } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { type Answer, errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { paged, statuses } from '../tickets/testing/ticket-fixtures.ts';
import { RuleEditorPage } from './rule-editor-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderEditor(path: string) {
  return renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/editor/automation/:type/:id" element={<RuleEditorPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
  );
}

const saved = (extra: Partial<AutomationRule> = {}): AutomationRule => ({
  id: 9,
  position: 0,
  name: 'Resolved mail',
  description: '',
  enabled: true,
  automationType: 'EVENT_BASED',
  conditions: { all: [{ field: 'status', operator: 'changed_to', value: 5 }], any: [] },
  actions: [],
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

function serve(routes: Record<string, Answer> = {}) {
  return mockApi({
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/attributes': { body: [] },
    'GET /api/ticketing/forms': { body: [] },
    'GET /api/ticketing/tags': { body: { tags: [] } },
    'GET /api/query/organizations': { body: paged([]) },
    'POST /api/ticketing/automations/preview': { body: { count: 0, tickets: [] } },
    'GET /api/channel/list/brief': { body: [] },
    ...routes,
  });
}

async function buildStatusRule(user: ReturnType<typeof renderEditor>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Resolved mail');
  const all = screen.getByRole('region', { name: /ALL of these conditions/ });
  await user.click(within(all).getByRole('button', { name: 'Add condition' }));
  await user.selectOptions(within(all).getByLabelText('Field'), 'status');
  await user.selectOptions(within(all).getByLabelText('Operator'), 'changed_to');
  await user.selectOptions(within(all).getByLabelText('Value'), '5');
  return all;
}

describe('RuleEditorPage', () => {
  it('shows the sections of an event rule with the spec headings', async () => {
    serve();
    renderEditor('/editor/automation/eventBased/new');
    expect(
      await screen.findByRole('heading', { name: 'If the conditions meet ALL of these conditions' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'If the conditions meet ANY of these conditions' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Perform the following actions' })).toBeVisible();
  });

  it('shows no conditions for a response template', async () => {
    serve();
    renderEditor('/editor/automation/responseTemplate/new');
    expect(await screen.findByRole('heading', { name: 'Perform the following actions' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /ALL of these conditions/ })).toBeNull();
  });

  it('shows messages only once touched and sends nothing while the rule has issues', async () => {
    const api = serve();
    const { user } = renderEditor('/editor/automation/eventBased/new');
    const name = await screen.findByLabelText('Name');
    expect(name).not.toHaveAccessibleDescription(RULE_MESSAGES.required);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(RULE_MESSAGES.required);
    expect(api.callsTo('POST', '/api/ticketing/automations')).toHaveLength(0);
  });

  it('creates the rule and goes back to its list', async () => {
    const api = serve({ 'POST /api/ticketing/automations': { status: 201, body: saved() } });
    const { user } = renderEditor('/editor/automation/eventBased/new');
    await buildStatusRule(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/administration/apps/ticketing/automations/eventBased',
      ),
    );
    expect(api.callsTo('POST', '/api/ticketing/automations')[0]?.body).toMatchObject({
      name: 'Resolved mail',
      automationType: 'EVENT_BASED',
      enabled: true,
      conditions: { all: [{ field: 'status', operator: 'changed_to', value: 5 }], any: [] },
    });
  });

  it("puts the server's refusal beside the condition it names", async () => {
    serve({
      'POST /api/ticketing/automations': errorAnswer(400, 'VALIDATION_FAILED', 'Invalid automation rule', {
        'conditions.all.0.value': RULE_MESSAGES.deletedOrganizations,
      }),
    });
    const { user } = renderEditor('/editor/automation/eventBased/new');
    const all = await buildStatusRule(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(all).findByText(RULE_MESSAGES.deletedOrganizations)).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/automation/eventBased/new');
  });

  it('loads a saved rule and saves it with PUT', async () => {
    const api = serve({
      'GET /api/ticketing/automations/9': { body: saved() },
      'PUT /api/ticketing/automations/9': { body: saved({ name: 'Renamed' }) },
    });
    const { user } = renderEditor('/editor/automation/eventBased/9');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Resolved mail');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/automations/9')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/automations/9')[0]?.body).toMatchObject({
      name: 'Renamed',
      conditions: saved().conditions,
    });
    expect(api.callsTo('PUT', '/api/ticketing/automations/9')[0]?.body).not.toHaveProperty('id');
  });

  it('shows the names a saved rule came with, deleted ones marked, and sends none of them back', async () => {
    const detail: AutomationRuleDetail = {
      ...saved({
        conditions: {
          all: [{ field: 'organization', operator: 'contains_any', value: [3, 4] }],
          any: [{ field: 'assignee', operator: 'equals', value: 'uid-bob' }],
        },
        actions: [
          {
            type: 'TICKET_CHANGE_VALUE',
            changes: [{ field: 'ticket', properties: { assignedAppUserId: 7 } }],
          },
        ],
      }),
      references: {
        organizations: [
          { id: 3, name: 'Acme', deleted: false },
          { id: 4, name: 'Gone Ltd', deleted: true },
        ],
        locations: [],
        users: [{ uid: 'uid-bob', id: 7, name: 'Bob', kind: 'TECHNICIAN', deleted: true }],
      },
    };
    const api = serve({
      'GET /api/ticketing/automations/9': { body: detail },
      'PUT /api/ticketing/automations/9': { body: saved() },
    });
    const { user } = renderEditor('/editor/automation/eventBased/9');
    const all = await screen.findByRole('region', { name: /ALL of these conditions/ });
    const chosen = within(all).getByRole('list', { name: 'Chosen values' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Acme', 'Gone Ltd (Deleted)']);
    const any = screen.getByRole('region', { name: /ANY of these conditions/ });
    expect(
      within(within(any).getByRole('list', { name: 'Chosen values' })).getByRole('listitem'),
    ).toHaveTextContent('Bob (Technician deleted)');
    await user.click(screen.getByRole('button', { name: 'Edit action 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Bob (Technician deleted)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/automations/9')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/automations/9')[0]?.body).not.toHaveProperty('references');
  });
});
