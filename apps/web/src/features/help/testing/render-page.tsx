// Renders a help page at a URL with the providers it needs: session, query client, toasts, router.
import '../../../components/test-support/dom-polyfills.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setCsrfToken } from '../../../api/client.ts';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { SessionContext } from '../../auth/hooks/use-session.ts';

export function renderPage(pattern: string, url: string, page: ReactNode, session = sessionFixture()) {
  setCsrfToken(session.csrfToken);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
