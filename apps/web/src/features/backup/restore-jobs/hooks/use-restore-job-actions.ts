// Cancel Job and Clear restore. Both refresh the job and the lists that show it; a failure says
// 'Error creating/updating jobs'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreApi } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../api/client.ts';
import { useToast } from '../../../../components/toast/toast-provider.tsx';
import { restoreJobKeys } from './restore-job-keys.ts';

export function useRestoreJobActions() {
  const { t } = useTranslation('backupDialogs');
  const toast = useToast();
  const client = useQueryClient();
  const options = {
    onSuccess: () => client.invalidateQueries({ queryKey: restoreJobKeys.all }),
    onError: () => toast.show({ kind: 'error' as const, title: t('restoreJobs.actionFailed') }),
  };
  const cancel = useMutation({
    mutationFn: (jobUID: string) => apiCall(restoreApi.cancel, { params: { jobUID } }),
    ...options,
  });
  const clear = useMutation({
    mutationFn: (jobUID: string) => apiCall(restoreApi.clear, { params: { jobUID } }),
    ...options,
  });
  return { cancel, clear };
}
