// The console's root: query client, session gate (sign-in or the shell) and router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client.ts';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { sessionQueryKey } from '../features/auth/hooks/use-session.ts';
import { SessionGate } from './session-gate.tsx';

export function App() {
  const [client] = useState(() =>
    createQueryClient(() => {
      client.setQueryData(sessionQueryKey, null);
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <BrowserRouter>
          <SessionGate />
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
