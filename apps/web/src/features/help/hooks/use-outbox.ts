// One page of the outbox, newest first, kept on screen while the next page loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mailApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['mail', 'outbox', page],
    queryFn: ({ signal }) => apiCall(mailApi.outbox, { query: { page, size: OUTBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
