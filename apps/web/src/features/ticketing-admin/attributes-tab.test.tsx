// Attributes tab: the list with inactive ones marked, adding a dropdown with its values, a number with
// its maximum, deactivating, and the server's errors on a value.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { AttributesTab } from './attributes-tab.tsx';
import { fill } from './testing/fill.ts';
import { attributes } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/ticketing/attributes': { body: attributes },
    'POST /api/ticketing/attributes': (call) => ({ status: 201, body: { id: 9, ...(call.body as object) } }),
    'PUT /api/ticketing/attributes/:id': (call) => ({ body: { id: 1, ...(call.body as object) } }),
    ...routes,
  });
}

async function openAdd(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add attribute' }));
  return screen.findByRole('dialog', { name: 'Add attribute' });
}

describe('AttributesTab', () => {
  it('lists attributes by type with their values, inactive ones marked', async () => {
    serve();
    renderPage(<AttributesTab />);
    const impact = (await screen.findByText('Impact')).closest('tr')!;
    expect(within(impact).getByText('Dropdown')).toBeInTheDocument();
    expect(within(impact).getByText('One user, Everyone')).toBeInTheDocument();
    expect(screen.getByText('Legacy code (Inactive)')).toBeInTheDocument();
  });

  it('adds a dropdown with the values typed', async () => {
    const api = serve();
    const { user } = renderPage(<AttributesTab />);
    const dialog = await openAdd(user);
    await fill(user, within(dialog).getByLabelText('Name'), 'Urgency');
    await fill(user, within(dialog).getByLabelText('Description'), 'How soon');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Dropdown');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await fill(user, within(dialog).getByLabelText('Value 1'), 'Today');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await fill(user, within(dialog).getByLabelText('Value 2'), 'This week');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove value 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/ticketing/attributes')[0]?.body).toEqual({
      name: 'Urgency',
      description: 'How soon',
      attributeType: 'DROPDOWN',
      content: { values: [{ name: 'Today' }, { name: 'This week' }] },
      active: true,
    });
  });

  it('adds a number with a maximum and sends no values', async () => {
    const api = serve();
    const { user } = renderPage(<AttributesTab />);
    const dialog = await openAdd(user);
    await fill(user, within(dialog).getByLabelText('Name'), 'Seats');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Number');
    await fill(user, within(dialog).getByLabelText('Maximum value'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ticketing/attributes')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/ticketing/attributes')[0]?.body as Record<string, unknown>;
    expect(body.attributeType).toBe('NUMERIC');
    expect(body.content).toEqual({ max: 500 });
  });

  it('deactivates an attribute keeping its value ids', async () => {
    const api = serve();
    const { user } = renderPage(<AttributesTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Impact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Impact' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/attributes/1')).toHaveLength(1));
    const { id: _id, ...impact } = attributes[0]!;
    expect(api.callsTo('PUT', '/api/ticketing/attributes/1')[0]?.body).toEqual({ ...impact, active: false });
  });

  it("shows the server's errors on the values", async () => {
    serve({
      'POST /api/ticketing/attributes': errorAnswer(
        400,
        'VALIDATION_FAILED',
        'The attribute content is not valid',
        {
          'content.values.1.name': 'Each value needs its own name',
        },
      ),
    });
    const { user } = renderPage(<AttributesTab />);
    const dialog = await openAdd(user);
    await fill(user, within(dialog).getByLabelText('Name'), 'Size');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Multi-select');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await fill(user, within(dialog).getByLabelText('Value 1'), 'Big');
    await user.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await fill(user, within(dialog).getByLabelText('Value 2'), 'Big');
    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Value 2')).toHaveAccessibleDescription(
        'Each value needs its own name',
      ),
    );
    expect(screen.getByText('The attribute could not be saved')).toBeInTheDocument();
  });
});
