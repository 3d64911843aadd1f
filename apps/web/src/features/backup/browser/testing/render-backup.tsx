// Renders backup screens at a URL with what the signed-in shell gives them (session, query client,
// toasts, router), answering API calls from the given routes; a probe shows the location and can go
// back in history.
import '../../../../components/test-support/dom-polyfills.ts';
import './layout-polyfill.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setCsrfToken } from '../../../../api/client.ts';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { type Answer, mockApi } from '../../../../testing/mock-api.ts';
import { SessionContext } from '../../../auth/hooks/use-session.ts';
import { sessionFixture } from './fixtures.ts';

configure({ asyncUtilTimeout: 3000 });

function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
    </div>
  );
}

export interface RenderBackupOptions {
  routes?: Record<string, Answer>;
  session?: Session;
  pattern?: string;
  url?: string;
}

export function renderBackup(ui: ReactElement, options: RenderBackupOptions = {}) {
  const session = options.session ?? sessionFixture();
  const api = mockApi(options.routes ?? {});
  setCsrfToken(session.csrfToken);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>
            <Routes>
              <Route path={options.pattern ?? '/'} element={ui} />
            </Routes>
            <HistoryProbe />
          </MemoryRouter>
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, client, user };
}
