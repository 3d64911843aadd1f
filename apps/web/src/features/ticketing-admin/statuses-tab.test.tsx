// Statuses tab: the list with colour chips and parents, adding a status under a parent with a
// colour, the fixed parts of a default status, and the server's field errors.
import '../../components/test-support/dom-polyfills.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { StatusesTab } from './statuses-tab.tsx';
import { fill } from './testing/fill.ts';
import { statuses } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/ticketing/statuses': { body: statuses }, ...routes });
}

describe('StatusesTab', () => {
  it('lists statuses with their colour, parent and kind', async () => {
    serve();
    renderPage(<StatusesTab />);
    const row = (await screen.findByText('Waiting on vendor')).closest('tr')!;
    expect(within(row).getByTestId('status-colour')).toHaveStyle({ background: '#f2994a' });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Custom')).toBeInTheDocument();
    const resolved = screen.getByText('Resolved').closest('tr')!;
    expect(within(resolved).getByText('Solved')).toBeInTheDocument();
    expect(within(resolved).getByText('Default')).toBeInTheDocument();
  });

  it('adds a status under a parent with the colour chosen, and reloads the list', async () => {
    const api = serve({
      'POST /api/ticketing/statuses': (call) => ({
        status: 201,
        body: { ...statuses[3], id: 102, ...(call.body as object) },
      }),
    });
    const { user } = renderPage(<StatusesTab />);
    await user.click(await screen.findByRole('button', { name: 'Add status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add status' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Waiting on customer');
    await user.selectOptions(within(dialog).getByLabelText('Parent status'), 'Open');
    fireEvent.input(within(dialog).getByLabelText('Colour'), { target: { value: '#aa00cc' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/ticketing/statuses')[0]?.body).toEqual({
      name: 'Waiting on customer',
      parentId: 2,
      color: '#aa00cc',
      solved: false,
      active: true,
    });
    expect(screen.getByText('Waiting on customer was saved')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/ticketing/statuses').length).toBeGreaterThan(1));
  });

  it('requires a name and sends nothing without one', async () => {
    const api = serve();
    const { user } = renderPage(<StatusesTab />);
    await user.click(await screen.findByRole('button', { name: 'Add status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add status' });
    await user.click(within(dialog).getByRole('button', { name: 'Add status' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Required'),
    );
    expect(api.callsTo('POST', '/api/ticketing/statuses')).toHaveLength(0);
  });

  it('lets only the name and colour of a default status change', async () => {
    const api = serve({
      'PUT /api/ticketing/statuses/:id': (call) => ({ body: { ...statuses[1], ...(call.body as object) } }),
    });
    const { user } = renderPage(<StatusesTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Open' });
    expect(within(dialog).getByLabelText('Parent status')).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Solves the ticket' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'In progress');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/statuses/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/statuses/2')[0]?.body).toEqual({
      name: 'In progress',
      parentId: null,
      color: '#27ae60',
      solved: false,
      active: true,
    });
  });

  it("shows the server's field error on the parent status", async () => {
    serve({
      'PUT /api/ticketing/statuses/:id': errorAnswer(
        400,
        'VALIDATION_FAILED',
        'The parent would make a cycle of statuses',
        {
          parentId: 'Choose a status that is not below this one',
        },
      ),
    });
    const { user } = renderPage(<StatusesTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Waiting on vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Waiting on vendor' });
    await user.selectOptions(within(dialog).getByLabelText('Parent status'), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Parent status')).toHaveAccessibleDescription(
        'Choose a status that is not below this one',
      ),
    );
    expect(screen.getByText('The status could not be saved')).toBeInTheDocument();
  });
});
