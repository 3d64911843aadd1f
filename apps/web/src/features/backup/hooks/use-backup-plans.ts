// A device's backup plans with their storage figures (GET …/nodes/:nodeId/plans).
import { useQuery } from '@tanstack/react-query';
import { backupBrowseApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { backupKeys } from './backup-query-keys.ts';

export function useBackupPlans(nodeId: number) {
  return useQuery({
    queryKey: backupKeys.plans(nodeId),
    queryFn: ({ signal }) => apiCall(backupBrowseApi.plans, { params: { nodeId }, signal }),
  });
}
