// One restore job with its live progress, refreshed every second while it is processing.
import { useQuery } from '@tanstack/react-query';
import { restoreApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { restoreJobKeys } from './restore-job-keys.ts';

export const JOB_POLL_MS = 1000;

export function useRestoreJob(jobUID: string | null) {
  return useQuery({
    queryKey: restoreJobKeys.job(jobUID ?? ''),
    queryFn: ({ signal }) => apiCall(restoreApi.get, { params: { jobUID: jobUID! }, signal }),
    enabled: jobUID !== null,
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? JOB_POLL_MS : false),
    staleTime: 0,
  });
}
