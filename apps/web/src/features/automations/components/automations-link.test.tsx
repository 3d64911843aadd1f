// The help desk settings page's link to the automation rules opens the event-based list.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { AutomationsLink } from './automations-link.tsx';

describe('AutomationsLink', () => {
  it('leads to the event-based rules', () => {
    renderInShell(
      <MemoryRouter>
        <AutomationsLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Automations' })).toHaveAttribute(
      'href',
      '/administration/apps/ticketing/automations/eventBased',
    );
  });
});
