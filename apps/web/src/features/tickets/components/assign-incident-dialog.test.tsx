// Assign Incident (spec 001 §2, §4, §5): exact texts, '#id name' options searched by searchCriteria
// 50 a page, Save disabled until a problem is chosen, a chosen problem makes an incident of it, and
// Cancel or Escape restore the previous type and parent.
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { ticketPickerSources } from '../hooks/use-ticket-picker-sources.ts';
import { TicketTypeSelect, type TicketTypeValue } from './ticket-type-select.tsx';

afterEach(() => vi.unstubAllGlobals());

const problems = (page: number) => ({
  results:
    page === 0
      ? [
          { id: 7, name: 'Mail server down' },
          { id: 9, name: 'VPN drops' },
        ]
      : [{ id: 12, name: 'Printer queue' }],
  totalElements: 51,
  totalPages: 2,
});

function serveProblems() {
  return mockApi({
    'GET /api/ticketing/ticket/problem': (call) => ({ body: problems(Number(call.query.get('page'))) }),
  });
}

function Harness({
  initial,
  onChange,
}: {
  initial: TicketTypeValue;
  onChange: (v: TicketTypeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TicketTypeSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      problemSource={ticketPickerSources.problems}
    />
  );
}

function renderType(initial: TicketTypeValue = { type: 'QUESTION', parent: null }) {
  const onChange = vi.fn();
  const view = renderInShell(<Harness initial={initial} onChange={onChange} />);
  return { ...view, onChange };
}

describe('Assign Incident', () => {
  it('opens on choosing Incident with the exact title and description and Save disabled', async () => {
    const api = serveProblems();
    const { user } = renderType();
    await user.selectOptions(screen.getByLabelText('Type'), 'Incident');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    expect(dialog).toHaveAccessibleDescription('Select the problem this incident belongs to');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await within(dialog).findByRole('button', { name: '#7 Mail server down' })).toBeInTheDocument();
    const first = api.callsTo('GET', '/api/ticketing/ticket/problem')[0]!;
    expect(first.query.get('size')).toBe('50');
    expect(first.query.get('page')).toBe('0');
  });

  it('searches by searchCriteria and loads the next page on request', async () => {
    const api = serveProblems();
    const { user } = renderType();
    await user.selectOptions(screen.getByLabelText('Type'), 'Incident');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('button', { name: '#12 Printer queue' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox'), 'mail');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ticketing/ticket/problem').at(-1)?.query.get('searchCriteria')).toBe(
        'mail',
      ),
    );
  });

  it('makes the ticket an incident of the chosen problem on Save', async () => {
    serveProblems();
    const { user, onChange } = renderType();
    await user.selectOptions(screen.getByLabelText('Type'), 'Incident');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    await user.click(await within(dialog).findByRole('button', { name: '#7 Mail server down' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onChange).toHaveBeenCalledWith({ type: 'INCIDENT', parent: { id: 7, label: 'Mail server down' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('INCIDENT');
    expect(screen.getByText(/#7 Mail server down/)).toBeInTheDocument();
  });

  it('restores the previous type on Cancel', async () => {
    serveProblems();
    const { user, onChange } = renderType({ type: 'TASK', parent: null });
    await user.selectOptions(screen.getByLabelText('Type'), 'Incident');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    await user.click(await within(dialog).findByRole('button', { name: '#9 VPN drops' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('TASK');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('restores the previous type and parent on Escape', async () => {
    serveProblems();
    const { user, onChange } = renderType({ type: 'INCIDENT', parent: { id: 3, label: 'Old outage' } });
    await user.click(screen.getByRole('button', { name: 'Change problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    await user.click(await within(dialog).findByRole('button', { name: '#9 VPN drops' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Type')).toHaveValue('INCIDENT');
    expect(screen.getByText(/#3 Old outage/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops the parent when another type is chosen', async () => {
    serveProblems();
    const { user, onChange } = renderType({ type: 'INCIDENT', parent: { id: 3, label: 'Old outage' } });
    await user.selectOptions(screen.getByLabelText('Type'), 'Problem');
    expect(onChange).toHaveBeenCalledWith({ type: 'PROBLEM', parent: null });
  });
});
