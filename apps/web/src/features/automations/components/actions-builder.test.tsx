// The actions builder: the types offered per rule type and their one-time limits (spec 001 §9), the
// list's order and removal, and each action dialog's checks with the spec's texts.
import { screen, waitFor, within } from '@testing-library/react';
import '../../../components/test-support/dom-polyfills.ts';
import type { AutomationType, RuleActionInput, RuleIssue } from '@warden/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInEditor } from '../../../components/rich-text/rich-text-test-utils.ts';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { ActionsBuilder } from './actions-builder.tsx';

afterEach(() => vi.unstubAllGlobals());

function Harness(props: {
  type: AutomationType;
  initial?: RuleActionInput[];
  issues?: RuleIssue[];
  onChange: (actions: RuleActionInput[]) => void;
}) {
  const [actions, setActions] = useState<RuleActionInput[]>(props.initial ?? []);
  return (
    <ActionsBuilder
      value={actions}
      onChange={(next) => {
        setActions(next);
        props.onChange(next);
      }}
      automationType={props.type}
      issues={props.issues ?? []}
      touched={props.issues !== undefined}
    />
  );
}

function renderBuilder(type: AutomationType, initial?: RuleActionInput[], issues?: RuleIssue[]) {
  const onChange = vi.fn();
  const view = renderInShell(<Harness type={type} initial={initial} issues={issues} onChange={onChange} />);
  const lastActions = () => onChange.mock.lastCall?.[0] as RuleActionInput[];
  return { ...view, onChange, lastActions };
}

const offeredTypes = () =>
  within(screen.getByLabelText('Add action'))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .slice(1);

const comment: RuleActionInput = { type: 'ADD_TICKET_COMMENT', body: 'Thanks', public: true };
const time: RuleActionInput = { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'MINUTES', value: 5 };

describe('ActionsBuilder: the types offered', () => {
  it('offers every action type in event-based rules', () => {
    mockApi({});
    renderBuilder('EVENT_BASED');
    expect(offeredTypes()).toEqual([
      'Send email',
      'Add comment',
      'Send notification',
      'Change values',
      'Add time entry',
    ]);
  });

  it('leaves out SEND_NOTIFICATION and SEND_EMAIL for response templates', () => {
    mockApi({});
    renderBuilder('RESPONSE_TEMPLATE');
    expect(offeredTypes()).toEqual(['Add comment', 'Change values', 'Add time entry']);
  });

  it.each([
    'EVENT_BASED',
    'RESPONSE_TEMPLATE',
    'TIME_BASED',
  ] as const)('offers a one-time action once per %s rule', (type) => {
    mockApi({});
    renderBuilder(type, [comment, time]);
    expect(offeredTypes()).not.toContain('Add comment');
    expect(offeredTypes()).not.toContain('Add time entry');
  });

  it('moves and removes actions', async () => {
    mockApi({});
    const { user, lastActions } = renderBuilder('EVENT_BASED', [comment, time]);
    await user.click(screen.getByRole('button', { name: 'Move action 1 (Add comment) down' }));
    expect(lastActions()).toEqual([time, comment]);
    await user.click(screen.getByRole('button', { name: 'Remove action 1 (Add time entry)' }));
    expect(lastActions()).toEqual([comment]);
  });

  it("shows the page's issues under the action they concern once touched", () => {
    mockApi({});
    renderBuilder(
      'TIME_BASED',
      [comment, time],
      [{ path: [1, 'value'], message: 'Value must be a positive integer' }],
    );
    const second = screen.getByRole('listitem', { name: 'Action 2: Add time entry' });
    expect(within(second).getByText('Value must be a positive integer')).toBeInTheDocument();
  });
});

describe('ActionsBuilder: the send-email dialog', () => {
  // Many steps, and the editor's code loads on first use.
  it(
    'requires recipients and a subject, then saves with placeholders and a blank body as null',
    { timeout: 15_000 },
    async () => {
      mockApi({});
      const { user, lastActions } = renderBuilder('EVENT_BASED');
      await user.selectOptions(screen.getByLabelText('Add action'), 'Send email');
      const dialog = await screen.findByRole('dialog', { name: 'Send email' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('To must not be empty')).toBeInTheDocument();
      expect(within(dialog).getByText('Required')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('checkbox', { name: 'Requester' }));
      await user.type(within(dialog).getByLabelText('Subject'), 'Ticket ');
      await user.selectOptions(
        within(dialog).getByLabelText('Insert placeholder in subject'),
        '{{ticket.id}}',
      );
      typeInEditor(await within(dialog).findByRole('textbox', { name: 'Body' }, { timeout: 5000 }), '   ');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Allow response' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(lastActions()).toEqual([
        {
          type: 'SEND_EMAIL',
          to: { keys: ['REQUESTER'], emails: [], uids: [] },
          subject: 'Ticket {{ticket.id}}',
          body: null,
          allowResponse: true,
        },
      ]);
    },
  );

  it('refuses a subject over 100 characters and an invalid new address', async () => {
    mockApi({});
    const { user } = renderBuilder('EVENT_BASED');
    await user.selectOptions(screen.getByLabelText('Add action'), 'Send email');
    const dialog = await screen.findByRole('dialog', { name: 'Send email' });
    await user.type(within(dialog).getByLabelText('Email addresses'), 'not-an-address{Enter}');
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email addresses'));
    await user.type(within(dialog).getByLabelText('Email addresses'), 'Desk@Example.com{Enter}');
    expect(within(dialog).getByText('desk@example.com')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Subject'));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription(/100/);
    expect(screen.getByRole('dialog', { name: 'Send email' })).toBeInTheDocument();
  });

  it('offers the current-user recipient and placeholders except in time-based rules', async () => {
    mockApi({});
    const event = renderBuilder('EVENT_BASED');
    await event.user.selectOptions(screen.getByLabelText('Add action'), 'Send email');
    let dialog = await screen.findByRole('dialog', { name: 'Send email' });
    expect(within(dialog).getByRole('checkbox', { name: 'Current user' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option', { name: '{{currentUser.email}}' })).toHaveLength(2);
    event.unmount();

    const timed = renderBuilder('TIME_BASED');
    await timed.user.selectOptions(screen.getByLabelText('Add action'), 'Send email');
    dialog = await screen.findByRole('dialog', { name: 'Send email' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Current user' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: '{{currentUser.email}}' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('option', { name: '{{ticket.description}}' })).toHaveLength(1);
  });
});

describe('ActionsBuilder: the other dialogs', () => {
  it("saving a dialog does not submit the rule editor's form around the builder", async () => {
    mockApi({});
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = vi.fn();
    const { user } = renderInShell(
      <form onSubmit={submitted}>
        <Harness type="EVENT_BASED" onChange={onChange} />
      </form>,
    );
    await user.selectOptions(screen.getByLabelText('Add action'), 'Add time entry');
    const dialog = await screen.findByRole('dialog', { name: 'Add time entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(submitted).not.toHaveBeenCalled();
  });

  it('requires a comment body and saves the comment public by default', async () => {
    mockApi({});
    const { user, lastActions } = renderBuilder('EVENT_BASED');
    await user.selectOptions(screen.getByLabelText('Add action'), 'Add comment');
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    expect(within(dialog).getByRole('checkbox', { name: 'Public' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    typeInEditor(
      await within(dialog).findByRole('textbox', { name: 'Comment' }, { timeout: 5000 }),
      'We are on it',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The body is the editor's HTML: one paragraph.
    await waitFor(() =>
      expect(lastActions()).toEqual([
        {
          type: 'ADD_TICKET_COMMENT',
          body: expect.stringMatching(/^<p>(<span[^>]*>)?We are on it(<\/span>)?<\/p>$/),
          public: true,
        },
      ]),
    );
  });

  it('takes a whole number of at least 0 for a time entry, in minutes, hours or days', async () => {
    mockApi({});
    const { user, lastActions } = renderBuilder('EVENT_BASED');
    await user.selectOptions(screen.getByLabelText('Add action'), 'Add time entry');
    const dialog = await screen.findByRole('dialog', { name: 'Add time entry' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Minutes', 'Hours', 'Days']);
    const value = within(dialog).getByLabelText('Time');
    await user.clear(value);
    await user.type(value, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Value must be a positive integer')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '2');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([{ type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'HOURS', value: 2 }]),
    );
  });

  it("says 'Error fetching notification channels' when the brief list fails", async () => {
    mockApi({ 'GET /api/channel/list/brief': errorAnswer(500, 'INTERNAL', 'boom') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBuilder('EVENT_BASED');
    await user.selectOptions(screen.getByLabelText('Add action'), 'Send notification');
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    expect(await within(dialog).findByText('Error fetching notification channels')).toBeInTheDocument();
  });

  it('sends to the chosen notification channels in the order set', async () => {
    mockApi({
      'GET /api/channel/list/brief': {
        body: [
          { id: 3, name: 'Pager', type: 'SMS' },
          { id: 2, name: 'Desk mail', type: 'EMAIL' },
        ],
      },
    });
    const { user, lastActions } = renderBuilder('EVENT_BASED');
    await user.selectOptions(screen.getByLabelText('Add action'), 'Send notification');
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pager (SMS)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Desk mail (EMAIL)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Desk mail up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastActions()).toEqual([
        {
          type: 'SEND_NOTIFICATION',
          channels: [
            { order: 0, channelId: 2, channelType: 'EMAIL' },
            { order: 1, channelId: 3, channelType: 'SMS' },
          ],
        },
      ]),
    );
  });
});
