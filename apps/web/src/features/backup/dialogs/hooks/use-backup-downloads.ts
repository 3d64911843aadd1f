// The download dialogs' calls: each asks for a signed link (a file revision, a folder as it was at a
// backup job, or a path inside a mounted image) and hands it to the browser. The dialogs only say
// what to download.
import { type BackupPlan, backupBrowseApi, type Device, type MountedItem } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { encodeFileBase64 } from '../download/encode-path.ts';
import { useBrowserDownload } from './use-browser-download.ts';

interface Source {
  device: Pick<Device, 'id'>;
  plan: Pick<BackupPlan, 'id'>;
}

export function useRevisionDownload({ device, plan }: Source) {
  const download = useBrowserDownload();
  return {
    ...download,
    start: (revisionId: number) =>
      download.start(() =>
        apiCall(backupBrowseApi.revisionData, {
          params: { nodeId: device.id, planId: plan.id, revisionId },
        }),
      ),
  };
}

export function useFolderDownload({ device, plan }: Source) {
  const download = useBrowserDownload();
  return {
    ...download,
    start: (folderId: number, jobId: number, includeDeleted: boolean) =>
      download.start(() =>
        apiCall(backupBrowseApi.folderData, {
          params: { nodeId: device.id, planId: plan.id, folderId, jobId },
          query: { restoreDeleted: includeDeleted ? 'true' : 'false' },
        }),
      ),
  };
}

export function useImageItemDownload({ device, plan }: Source) {
  const download = useBrowserDownload();
  return {
    ...download,
    start: (revisionId: number, item: Pick<MountedItem, 'path' | 'type'>) =>
      download.start(() =>
        apiCall(backupBrowseApi.imageDownload, {
          params: { nodeId: device.id, planId: plan.id, revisionId },
          query: {
            fileBase64: encodeFileBase64(item.path),
            type: item.type === 'FOLDER' ? 'FOLDER' : 'FILE',
          },
        }),
      ),
  };
}
