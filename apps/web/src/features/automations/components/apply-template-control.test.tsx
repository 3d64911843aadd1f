// Applying a response template from a ticket: only enabled templates are offered, and the choice is
// sent to the apply-template call for this ticket.
import { screen, waitFor } from '@testing-library/react';
import type { AutomationRule } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { ApplyTemplateControl } from './apply-template-control.tsx';

afterEach(() => vi.unstubAllGlobals());

const rule = (id: number, name: string, automationType: AutomationRule['automationType'], enabled = true) =>
  ({ id, name, automationType, enabled }) as AutomationRule;

describe('ApplyTemplateControl', () => {
  it('applies the chosen response template to the ticket', async () => {
    const api = mockApi({
      'POST /api/ticketing/ticket/42/apply-template/3': {
        body: {
          id: 1,
          ruleId: 3,
          ruleName: 'Thanks',
          ticketId: 42,
          event: 'MANUAL',
          depth: 0,
          firedAt: '2026-01-01T00:00:00Z',
          status: 'SUCCEEDED',
          actions: [],
        },
      },
    });
    const rules = [
      rule(1, 'Event', 'EVENT_BASED'),
      rule(3, 'Thanks', 'RESPONSE_TEMPLATE'),
      rule(4, 'Off', 'RESPONSE_TEMPLATE', false),
    ];
    const { user } = renderInShell(<ApplyTemplateControl ticketId={42} rules={rules} />);
    expect(screen.getByRole('heading', { name: 'Apply response template' })).toBeVisible();
    const select = screen.getByLabelText('Response template');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['', 'Thanks']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.selectOptions(select, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/ticketing/ticket/42/apply-template/3')).toHaveLength(1),
    );
  });
});
