// Renders a screen with what the signed-in shell gives it: a query client (no retries), toasts and
// the session, whose CSRF token the API client sends. The screen brings its own router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@warden/domain';
import type { ReactElement } from 'react';
import { setCsrfToken } from '../api/client.ts';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { SessionContext } from '../features/auth/hooks/use-session.ts';
import { sessionFixture } from './session-fixture.ts';

export function renderInShell(ui: ReactElement, session: Session = sessionFixture()) {
  setCsrfToken(session.csrfToken);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, user };
}
