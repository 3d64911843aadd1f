// Renders a help desk administration page as the app does (query client, toasts, router, session)
// with the permissions and the location each test chooses.
import type { Permission } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';

export function renderPage(
  page: ReactElement,
  options: { without?: readonly Permission[]; path?: string } = {},
) {
  return renderInShell(
    <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>,
    sessionFixture({ without: options.without }),
  );
}
