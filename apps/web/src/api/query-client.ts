// The shared TanStack Query client. A 401 anywhere sends the technician back to sign-in.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client.ts';

export function createQueryClient(onUnauthenticated: () => void) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) onUnauthenticated();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
