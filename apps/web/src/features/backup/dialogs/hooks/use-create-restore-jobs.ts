// Confirming a restore: first makes the folders named with New Folder that the destination path
// runs through (a folder already there is fine), then creates the restore jobs, one per selected
// item, in one call; the restore job lists then refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RestoreJobInput, restoreApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../../api/client.ts';
import { restoreJobKeys } from '../../restore-jobs/hooks/restore-job-keys.ts';
import type { NewDestinationFolder } from '../restore/destination-folders.tsx';

export interface RestoreRequest {
  jobs: RestoreJobInput[];
  /** The destination device and the new folders to make on it first, parents first. */
  folders: { nodeId: number; list: NewDestinationFolder[] } | null;
}

/** A New Folder folder could not be made, so no job was created. */
export class FolderNotCreatedError extends Error {
  constructor(
    readonly folder: NewDestinationFolder,
    cause: unknown,
  ) {
    super(`The folder ${folder.path} could not be created`, { cause });
  }
}

const alreadyThere = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

async function makeFolders(folders: RestoreRequest['folders']) {
  if (!folders) return;
  for (const folder of folders.list) {
    try {
      await apiCall(restoreApi.createDeviceFolder, {
        params: { nodeId: folders.nodeId },
        body: { nodeId: folders.nodeId, folderName: folder.folderName, path: folder.parentPath },
      });
    } catch (error) {
      if (!alreadyThere(error)) throw new FolderNotCreatedError(folder, error);
    }
  }
}

export function useCreateRestoreJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobs, folders }: RestoreRequest) => {
      await makeFolders(folders);
      return apiCall(restoreApi.create, { body: jobs });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: restoreJobKeys.all }),
  });
}
