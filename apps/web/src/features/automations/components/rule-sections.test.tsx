// The condition-reset, retrigger and ticket-create sections: their required fields (spec 001,
// section 5) named by the domain's own messages once the rule is touched, and "use policy" as null.

import { screen, within } from '@testing-library/react';
import { defaultTicketStatuses } from '@warden/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { statuses } from '../../tickets/testing/ticket-fixtures.ts';
import { SectionHarness } from '../testing/section-harness.tsx';
import { ConditionResetForm } from './condition-reset-form.tsx';
import { RetriggerForm } from './retrigger-form.tsx';
import { TicketCreateForm } from './ticket-create-form.tsx';

const resolved = defaultTicketStatuses.find((s) => s.name === 'Resolved')!;

beforeEach(() => {
  mockApi({
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/forms': {
      body: [
        { id: 1, name: 'Default', description: '', active: true, isDefault: true, attributes: [] },
        { id: 2, name: 'Retired', description: '', active: false, isDefault: false, attributes: [] },
      ],
    },
    'GET /api/ticketing/tags': { body: { tags: [{ id: 'tagurgent1', name: 'Urgent' }] } },
  });
});

const fieldOf = (label: string) => screen.getByLabelText(label).closest('.field') as HTMLElement;

describe('ConditionResetForm', () => {
  it('shows no message before the rule is touched', () => {
    renderInShell(
      <SectionHarness
        section="conditionReset"
        Component={ConditionResetForm}
        automationType="TIME_BASED"
        initial={{ resetStatus: undefined as unknown as number }}
        touched={false}
      />,
    );
    expect(screen.getByLabelText('Reset status')).toBeInTheDocument();
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('asks for the reset status once touched, and checks the reset time', async () => {
    const onValue = vi.fn();
    const { user } = renderInShell(
      <SectionHarness
        section="conditionReset"
        Component={ConditionResetForm}
        automationType="TIME_BASED"
        onValue={onValue}
      />,
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Let the rule fire again on a ticket after a reset' }),
    );
    expect(await within(fieldOf('Reset status')).findByText('Required')).toBeInTheDocument();
    await screen.findByRole('option', { name: resolved.name });
    await user.selectOptions(screen.getByLabelText('Reset status'), resolved.name);
    expect(within(fieldOf('Reset status')).queryByText('Required')).toBeNull();
    await user.type(screen.getByLabelText('Reset after'), '-1');
    expect(within(fieldOf('Reset after')).getByText('Value must be a positive integer')).toBeInTheDocument();
    expect(
      within(fieldOf('Reset time unit')).getByText('Choose a unit for the reset time'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reset after'));
    await user.type(screen.getByLabelText('Reset after'), '2');
    await user.selectOptions(screen.getByLabelText('Reset time unit'), 'Hours');
    expect(onValue).toHaveBeenLastCalledWith({
      resetStatus: resolved.id,
      resetTimeValue: 2,
      resetTimeUnit: 'HOURS',
    });
    expect(document.querySelector('.field__error')).toBeNull();
  });
});

describe('RetriggerForm', () => {
  it('requires the retrigger status unless a new ticket is created', async () => {
    const onValue = vi.fn();
    const { user } = renderInShell(
      <SectionHarness
        section="retrigger"
        Component={RetriggerForm}
        automationType="TIME_BASED"
        onValue={onValue}
      />,
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Change the ticket when the rule fires on it again' }),
    );
    expect(within(fieldOf('Retrigger status')).getByText('Required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ retriggerPriority: 'HIGH' }));
    await user.selectOptions(screen.getByLabelText('Priority'), 'Use policy');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ retriggerPriority: null }));
    await user.click(screen.getByRole('checkbox', { name: 'Create a new ticket' }));
    expect(screen.queryByLabelText('Retrigger status')).toBeNull();
    expect(screen.queryByText('Required')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ createNewTicket: true, retriggerStatus: null }),
    );
  });
});

describe('TicketCreateForm', () => {
  it('requires the form and the status, offers active forms, and keeps priority and severity on policy', async () => {
    const onValue = vi.fn();
    const { user } = renderInShell(
      <SectionHarness
        section="ticketCreate"
        Component={TicketCreateForm}
        automationType="TIME_BASED"
        onValue={onValue}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Settings of the ticket created on retrigger' }));
    expect(within(fieldOf('Form')).getByText('Required')).toBeInTheDocument();
    expect(within(fieldOf('Status')).getByText('Required')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Default' });
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Form'), 'Default');
    await screen.findByRole('option', { name: resolved.name });
    await user.selectOptions(screen.getByLabelText('Status'), resolved.name);
    await user.click(screen.getByRole('checkbox', { name: "Use the rule's owner as requester" }));
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.getByLabelText('Priority')).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith({
      ticketFormId: 1,
      status: resolved.id,
      useOwnerAsRequester: true,
    });
  });
});
