// The change-values dialog: its change fields and one-time limits, the ticket-property pickers'
// current-user shortcuts (none in time-based rules) and the subject-value dialog's checks.
import '../../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type { AutomationType, RuleActionInput } from '@warden/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { ActionsBuilder } from './actions-builder.tsx';

afterEach(() => vi.unstubAllGlobals());

const config = {
  'GET /api/ticketing/statuses': { body: [] },
  'GET /api/ticketing/attributes': {
    body: [
      {
        id: 4,
        name: 'Contract',
        description: '',
        attributeType: 'DROPDOWN',
        content: { values: [{ id: 'gold', name: 'Gold' }] },
        active: true,
      },
    ],
  },
  'GET /api/query/users': {
    body: {
      results: [
        {
          id: 7,
          uid: 'u-7',
          email: 'ann@example.com',
          displayName: 'Ann',
          userType: 'TECHNICIAN',
          deleted: false,
        },
        {
          id: 8,
          uid: 'u-8',
          email: 'bob@example.com',
          displayName: 'Bob',
          userType: 'TECHNICIAN',
          deleted: true,
        },
      ],
      totalElements: 2,
      totalPages: 1,
    },
  },
  'GET /api/ticketing/tags': { body: { tags: [{ id: 'aaaaaaaaaa', name: 'vip' }] } },
};

function Harness({
  type,
  initial,
  onChange,
}: {
  type: AutomationType;
  initial: RuleActionInput[];
  onChange: (a: RuleActionInput[]) => void;
}) {
  const [actions, setActions] = useState(initial);
  return (
    <ActionsBuilder
      value={actions}
      onChange={(next) => {
        setActions(next);
        onChange(next);
      }}
      automationType={type}
      issues={[]}
      touched={false}
    />
  );
}

async function openChangeValues(type: AutomationType, initial: RuleActionInput[] = []) {
  const api = mockApi(config);
  const onChange = vi.fn();
  const view = renderInShell(<Harness type={type} initial={initial} onChange={onChange} />);
  await view.user.selectOptions(screen.getByLabelText('Add action'), 'Change values');
  const dialog = await screen.findByRole('dialog', { name: 'Change values' });
  return { ...view, api, dialog, lastActions: () => onChange.mock.lastCall?.[0] as RuleActionInput[] };
}

const changeFields = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Add change'))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .slice(1);

describe('ChangeValueFields', () => {
  it('offers every change field, a one-time CC list only while no other change uses it', async () => {
    const ccAction: RuleActionInput = {
      type: 'TICKET_CHANGE_VALUE',
      changes: [{ field: 'add_cc_list', value: { uids: [], emails: ['a@example.com'] } }],
    };
    const { dialog, user } = await openChangeValues('EVENT_BASED', [ccAction]);
    expect(changeFields(dialog)).toEqual([
      'Ticket properties',
      'Custom attributes',
      'Set CC list',
      'Add tags',
      'Remove tags',
      'Set tags',
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Set CC list');
    expect(changeFields(dialog)).not.toContain('Set CC list');
  });

  it('requires at least one change and saves tags chosen with the tag picker', async () => {
    const { dialog, user, lastActions } = await openChangeValues('EVENT_BASED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Add tags');
    await user.type(within(dialog).getByLabelText('Add a tag'), 'vi');
    const suggestions = await within(dialog).findByRole('list', { name: 'Matching tags' });
    await user.click(within(suggestions).getByRole('button', { name: 'vip' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([
        { type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'add_tags', value: ['aaaaaaaaaa'] }] },
      ]),
    );
  });

  it('offers current-user shortcuts for assignee and requester except in time-based rules', async () => {
    const event = await openChangeValues('EVENT_BASED');
    await event.user.selectOptions(within(event.dialog).getByLabelText('Add change'), 'Ticket properties');
    expect(within(event.dialog).getAllByRole('button', { name: 'Current user' })).toHaveLength(2);
    await event.user.click(within(event.dialog).getAllByRole('button', { name: 'Current user' })[0]!);
    await event.user.click(within(event.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(event.lastActions()).toEqual([
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [{ field: 'ticket', properties: { assignedAppUserId: 'CURRENT_USER' } }],
        },
      ]),
    );
    event.unmount();

    const timed = await openChangeValues('TIME_BASED');
    await timed.user.selectOptions(within(timed.dialog).getByLabelText('Add change'), 'Ticket properties');
    expect(within(timed.dialog).queryByRole('button', { name: 'Current user' })).not.toBeInTheDocument();
  });

  it('sets the subject through the subject-value dialog: required, at most 200', async () => {
    const { dialog, user, lastActions } = await openChangeValues('EVENT_BASED');
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Ticket properties');
    await user.click(within(dialog).getByRole('button', { name: 'Set subject' }));
    const subject = await screen.findByRole('dialog', { name: 'Subject value' });
    await user.click(within(subject).getByRole('button', { name: 'Save' }));
    expect(within(subject).getByText('Required')).toBeInTheDocument();
    await user.click(within(subject).getByLabelText('Subject'));
    await user.paste('y'.repeat(201));
    await user.click(within(subject).getByRole('button', { name: 'Save' }));
    expect(within(subject).getByLabelText('Subject')).toHaveAccessibleDescription(/200/);
    await user.clear(within(subject).getByLabelText('Subject'));
    await user.type(within(subject).getByLabelText('Subject'), 'Escalated');
    await user.click(within(subject).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Subject value' })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([
        { type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'ticket', properties: { summary: 'Escalated' } }] },
      ]),
    );
  });

  it('sets custom attribute values and CC lists', async () => {
    const { dialog, user, lastActions } = await openChangeValues('EVENT_BASED');
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Custom attributes');
    await user.selectOptions(await within(dialog).findByLabelText('Add attribute'), 'Contract');
    await user.selectOptions(within(dialog).getByLabelText('Contract'), 'Gold');
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Set CC list');
    await user.type(within(dialog).getByLabelText('Email addresses'), 'boss@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [
            { field: 'attributes', value: { '4': 'gold' } },
            { field: 'set_cc_list', value: { uids: [], emails: ['boss@example.com'] } },
          ],
        },
      ]),
    );
  });

  it('assigns to TECHNICIAN users by id, a deleted one marked Technician deleted', async () => {
    const { dialog, user, api, lastActions } = await openChangeValues('EVENT_BASED');
    await user.selectOptions(within(dialog).getByLabelText('Add change'), 'Ticket properties');
    await user.click(within(dialog).getByRole('button', { name: 'Choose Assignee' }));
    const options = await within(dialog).findByRole('list', { name: 'Assignee' });
    expect(
      await within(options).findByRole('button', { name: 'Bob (Technician deleted)' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/query/users')[0]?.query.get('userType')).toBe('TECHNICIAN');
    await user.click(within(options).getByRole('button', { name: 'Ann' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([
        { type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'ticket', properties: { assignedAppUserId: 7 } }] },
      ]),
    );
  });
});
