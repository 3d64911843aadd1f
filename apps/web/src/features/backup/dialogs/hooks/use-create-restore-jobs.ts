// Creates restore jobs, one per selected item, in one call; the restore job lists then refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RestoreJobInput, restoreApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { restoreJobKeys } from '../../restore-jobs/hooks/restore-job-keys.ts';

export function useCreateRestoreJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobs: RestoreJobInput[]) => apiCall(restoreApi.create, { body: jobs }),
    onSuccess: () => client.invalidateQueries({ queryKey: restoreJobKeys.all }),
  });
}
