// Renders a console page as the app does (query client, toasts, router, signed-in session) with a
// session whose permissions each test chooses.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  featureFlagDefaults,
  type Permission,
  permissionMap,
  permissions,
  type Session,
} from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';

export const SIGNED_IN_USER_ID = 1;

export function testSession(granted: readonly Permission[] = permissions): Session {
  return {
    user: {
      id: SIGNED_IN_USER_ID,
      uid: 'u-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      displayName: 'Ada Admin',
      userType: 'TECHNICIAN',
      roleId: 1,
      roleName: 'Administrator',
      hideHelpTooltip: false,
    },
    divisionConfig: {
      name: 'Warden',
      features: { ...featureFlagDefaults },
      branding: { branded: false, productName: 'Warden' },
    },
    permissions: permissionMap(granted),
    organizationIds: null,
    csrfToken: 'csrf-test',
  };
}

export function renderPage(
  page: ReactElement,
  options: { permissions?: readonly Permission[]; path?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <SessionContext.Provider value={testSession(options.permissions)}>{page}</SessionContext.Provider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, user };
}
