// Forms tab: the list, adding a form with attributes in the order chosen (required or not), the
// default form staying active, and the server's errors on the attributes.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { FormsTab } from './forms-tab.tsx';
import { fill } from './testing/fill.ts';
import { attributes, forms } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// jsdom has no layout; each list item gets a 40 px slot so the drag list's keyboard moves find neighbours.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item ? Array.from(item.parentElement!.children).indexOf(item) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
  });
});

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/ticketing/forms': { body: forms },
    'GET /api/ticketing/attributes': { body: attributes },
    'POST /api/ticketing/forms': (call) => ({
      status: 201,
      body: { ...forms[1], id: 3, ...(call.body as object) },
    }),
    'PUT /api/ticketing/forms/:id': (call) => ({ body: { ...forms[1], ...(call.body as object) } }),
    ...routes,
  });
}

const order = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Attributes in order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.ticketing-admin__form-attribute span')?.textContent);

describe('FormsTab', () => {
  it('lists forms with their attribute count and the default one', async () => {
    serve();
    renderPage(<FormsTab />);
    const hardware = (await screen.findByText('Hardware')).closest('tr')!;
    expect(within(hardware).getByText('Broken things')).toBeInTheDocument();
    expect(within(hardware).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('(Default)')).toBeInTheDocument();
  });

  it('adds a form with active attributes in the order chosen', async () => {
    const api = serve();
    const { user } = renderPage(<FormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add form' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Access');
    const picker = within(dialog).getByLabelText('Attribute to add');
    expect(within(picker).queryByRole('option', { name: 'Legacy code' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'Impact');
    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    await user.selectOptions(picker, 'Asset tag');
    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Asset tag is required' }));
    within(dialog).getByRole('button', { name: 'Move Asset tag' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(order(dialog)).toEqual(['Asset tag', 'Impact']));
    await user.click(within(dialog).getByRole('button', { name: 'Add form' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ticketing/forms')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ticketing/forms')[0]?.body).toEqual({
      name: 'Access',
      description: '',
      active: true,
      attributes: [
        { attributeId: 2, required: true },
        { attributeId: 1, required: false },
      ],
    });
  });

  it('edits a form, removing an attribute, and keeps the default form active', async () => {
    const api = serve();
    const { user } = renderPage(<FormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Default' }));
    const main = await screen.findByRole('dialog', { name: 'Edit Default' });
    expect(within(main).getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await user.click(within(main).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hardware' });
    expect(order(dialog)).toEqual(['Impact', 'Asset tag']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Impact' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/forms/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/forms/2')[0]?.body).toEqual({
      name: 'Hardware',
      description: 'Broken things',
      active: true,
      attributes: [{ attributeId: 2, required: false }],
    });
  });

  it("shows the server's error on the attributes", async () => {
    serve({
      'PUT /api/ticketing/forms/:id': errorAnswer(
        400,
        'VALIDATION_FAILED',
        'The form names attributes it cannot have',
        {
          'attributes.0.attributeId': 'This attribute is inactive',
        },
      ),
    });
    const { user } = renderPage(<FormsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hardware' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This attribute is inactive')).toBeInTheDocument();
    expect(screen.getByText('The form could not be saved')).toBeInTheDocument();
  });
});
