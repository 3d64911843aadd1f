// Renders a console page as the app does (query client, toasts, router, signed-in session) with a
// session whose permissions each test chooses.
import type { Permission } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';

export function renderPage(
  page: ReactElement,
  options: { permissions?: readonly Permission[]; path?: string } = {},
) {
  return renderInShell(
    <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>,
    sessionFixture({ granted: options.permissions }),
  );
}
