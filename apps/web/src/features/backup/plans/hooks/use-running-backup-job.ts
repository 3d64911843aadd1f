// A plan's latest backup job, to show its progress while it runs: refreshed every second then, and
// every few seconds otherwise so that a scheduled run shows soon after it starts.
import { useQuery } from '@tanstack/react-query';
import { backupBrowseApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';

export const RUNNING_POLL_MS = 1000;
export const IDLE_POLL_MS = 5000;

export function useRunningBackupJob(nodeId: number, planId: number) {
  const query = useQuery({
    // Under the device's key, so 'Back up now' refreshes it at once.
    queryKey: [...backupKeys.device(nodeId), 'running-job', planId],
    queryFn: ({ signal }) =>
      apiCall(backupBrowseApi.jobs, { params: { nodeId, planId }, query: { page: 0, size: 1 }, signal }),
    refetchInterval: (q) => (q.state.data?.results[0]?.status === 'RUNNING' ? RUNNING_POLL_MS : IDLE_POLL_MS),
    retry: false,
  });
  const latest = query.data?.results[0];
  return latest?.status === 'RUNNING' ? latest : null;
}
