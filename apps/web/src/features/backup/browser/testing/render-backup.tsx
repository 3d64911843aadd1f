// Renders backup screens at a URL with what the signed-in shell gives them (session, query client,
// toasts, router), answering API calls from the given routes; a probe shows the location and can go
// back in history.
import '../../../../components/test-support/dom-polyfills.ts';
import './layout-polyfill.ts';
import { configure } from '@testing-library/react';
import type { Session } from '@warden/domain';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { type Answer, mockApi } from '../../../../testing/mock-api.ts';
import { renderInShell } from '../../../../testing/render-in-shell.tsx';
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
  const view = renderInShell(
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      <Routes>
        <Route path={options.pattern ?? '/'} element={ui} />
      </Routes>
      <HistoryProbe />
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}
