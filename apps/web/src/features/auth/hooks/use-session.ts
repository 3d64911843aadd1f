// The signed-in session, loaded once and shared; the CSRF token is handed to the API client.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, type Session } from '@warden/domain';
import { createContext, useContext } from 'react';
import { ApiRequestError, apiCall, setCsrfToken } from '../../../api/client.ts';

export const sessionQueryKey = ['session'] as const;

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      try {
        const session = await apiCall(authApi.session);
        setCsrfToken(session.csrfToken);
        return session;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall(authApi.login, { body }),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      client.setQueryData(sessionQueryKey, session);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(authApi.logout),
    onSettled: () => {
      setCsrfToken(null);
      // The session gate watches the session query: set it to signed-out rather than dropping it,
      // and drop everything else the technician had loaded.
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only rendered inside the signed-in shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession used outside the signed-in shell');
  return session;
}
