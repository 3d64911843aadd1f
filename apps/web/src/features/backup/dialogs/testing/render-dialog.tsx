// Renders a backup dialog with what the signed-in shell gives it: session, query client, toasts and
// a router; answers API calls from the given routes.
import '../../../../components/test-support/dom-polyfills.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setCsrfToken } from '../../../../api/client.ts';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../../auth/hooks/use-session.ts';
import { type Answer, mockApi } from '../../../help/testing/mock-api.ts';
import { sessionFixture } from './fixtures.ts';

export function renderDialog(
  ui: ReactElement,
  { routes = {}, session = sessionFixture() }: { routes?: Record<string, Answer>; session?: Session } = {},
) {
  const api = mockApi(routes);
  setCsrfToken(session.csrfToken);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter>{ui}</MemoryRouter>
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, user, client };
}
