// Renders the help button and panel as the shell does: session, query client, toasts and a router,
// plus links to move between pages so tests can follow route changes.
import '../../../components/test-support/dom-polyfills.ts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Session } from '@warden/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { setCsrfToken } from '../../../api/client.ts';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { SessionContext, sessionQueryKey } from '../../auth/hooks/use-session.ts';
import { HelpButton } from '../components/help-button.tsx';
import { HelpPanel } from '../components/help-panel.tsx';
import { HelpPanelProvider } from '../help-panel-context.tsx';

/** Serves the session from the query cache, as the session gate does, so cache updates show. */
function SessionFromCache({ initial, children }: { initial: Session; children: ReactNode }) {
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => initial,
    initialData: initial,
    staleTime: Infinity,
  });
  return <SessionContext.Provider value={session.data}>{children}</SessionContext.Provider>;
}

function Navigator() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div>
      <output data-testid="location">{location.pathname}</output>
      <button type="button" onClick={() => navigate('/editor/policy/5')}>
        go to editor
      </button>
      <button type="button" onClick={() => navigate('/deviceSearch')}>
        go to devices
      </button>
    </div>
  );
}

export function renderHelp({
  session = sessionFixture(),
  path = '/deviceDashboard/7/overview',
  extra,
}: {
  session?: Session;
  path?: string;
  extra?: ReactNode;
} = {}) {
  setCsrfToken(session.csrfToken);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionFromCache initial={session}>
            <HelpPanelProvider>
              <HelpButton />
              <Navigator />
              {extra}
              <HelpPanel />
            </HelpPanelProvider>
          </SessionFromCache>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
