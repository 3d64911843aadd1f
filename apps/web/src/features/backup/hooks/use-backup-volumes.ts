// An image plan's volumes (GET …/plans/:planId/volumes).
import { useQuery } from '@tanstack/react-query';
import { backupBrowseApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { backupKeys } from './backup-query-keys.ts';

export function useBackupVolumes(nodeId: number, planId: number) {
  return useQuery({
    queryKey: backupKeys.volumes(nodeId, planId),
    queryFn: ({ signal }) => apiCall(backupBrowseApi.volumes, { params: { nodeId, planId }, signal }),
  });
}
