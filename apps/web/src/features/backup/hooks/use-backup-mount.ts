// A volume revision's mount: its status, polled while the server indexes the image, and the call that
// starts the mount. The status is shared, so starting a mount shows its progress wherever it is read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupBrowseApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { backupKeys } from './backup-query-keys.ts';

export const MOUNT_POLL_MS = 1000;

export interface MountTarget {
  nodeId: number;
  planId: number;
  revisionId: number;
}

export function useBackupMountStatus(target: MountTarget) {
  return useQuery({
    queryKey: backupKeys.mount(target.nodeId, target.planId, target.revisionId),
    queryFn: ({ signal }) => apiCall(backupBrowseApi.mountStatus, { params: target, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'MOUNTING' ? MOUNT_POLL_MS : false),
    staleTime: 0,
  });
}

export function useBackupMount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: MountTarget) => apiCall(backupBrowseApi.mount, { params: target }),
    onSuccess: (status, target) =>
      client.setQueryData(backupKeys.mount(target.nodeId, target.planId, target.revisionId), status),
  });
}
