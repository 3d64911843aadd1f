// New Folder: creates a folder on a device through its agent.
import { useMutation } from '@tanstack/react-query';
import { restoreApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';

export function useCreateDeviceFolder(nodeId: number) {
  return useMutation({
    mutationFn: (input: { folderName: string; path: string }) =>
      apiCall(restoreApi.createDeviceFolder, { params: { nodeId }, body: { nodeId, ...input } }),
  });
}
