// Whether a restore to the original location of the source device can run now.
import { useQuery } from '@tanstack/react-query';
import { restoreApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';
import type { Availability } from '../restore/restore-rules.ts';

export function useRestoreAvailability(nodeId: number, planId: number, enabled: boolean): Availability {
  const query = useQuery({
    queryKey: backupKeys.restoreAvailability(nodeId, planId),
    queryFn: ({ signal }) => apiCall(restoreApi.availability, { query: { nodeId, planId }, signal }),
    enabled,
    staleTime: 0,
  });
  if (!enabled || query.isError || query.data?.available === false) return 'unavailable';
  return query.data ? 'available' : 'pending';
}
