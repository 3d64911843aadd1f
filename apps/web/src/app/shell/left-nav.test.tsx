// The left navigation's link to the pending scripts queue, shown to technicians who run scripts.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { LeftNav } from './left-nav.tsx';

const renderNav = (session = sessionFixture()) =>
  renderInShell(
    <MemoryRouter>
      <LeftNav />
    </MemoryRouter>,
    session,
  );

describe('LeftNav', () => {
  it('links to the pending scripts of every organisation', () => {
    renderNav();
    const link = screen.getByRole('link', { name: 'Pending scripts' });
    expect(link).toHaveAttribute('href', '/systemDashboard/pendingScripts');
  });

  it('leaves the link out for a technician who may not run scripts', () => {
    renderNav(sessionFixture({ without: ['canRunScripts'] }));
    expect(screen.getByRole('link', { name: 'Script library' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pending scripts' })).not.toBeInTheDocument();
  });
});
