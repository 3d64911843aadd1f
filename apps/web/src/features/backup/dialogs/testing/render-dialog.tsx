// Renders a backup dialog with what the signed-in shell gives it: session, query client, toasts and
// a router; answers API calls from the given routes.
import '../../../../components/test-support/dom-polyfills.ts';
import type { Session } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type Answer, mockApi } from '../../../../testing/mock-api.ts';
import { renderInShell } from '../../../../testing/render-in-shell.tsx';
import { sessionFixture } from './fixtures.ts';

export function renderDialog(
  ui: ReactElement,
  { routes = {}, session = sessionFixture() }: { routes?: Record<string, Answer>; session?: Session } = {},
) {
  const api = mockApi(routes);
  return { ...renderInShell(<MemoryRouter>{ui}</MemoryRouter>, session), api };
}
