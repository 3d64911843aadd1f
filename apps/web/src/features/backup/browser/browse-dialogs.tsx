// Opens the dialog a browser action asked for, with what it acts on; a deletion refreshes every
// backup listing of the device.
import { useQueryClient } from '@tanstack/react-query';
import type { Device } from '@warden/domain';
import {
  DeleteDataDialog,
  DeletePlanDataDialog,
  DownloadFileDialog,
  DownloadFolderDialog,
  ImageDownloadDialog,
  RestoreDialog,
} from '../dialogs/index.ts';
import { backupKeys } from '../hooks/backup-query-keys.ts';
import type { DialogRequest } from './browse-env.ts';

export interface BrowseDialogsProps {
  device: Device;
  request: DialogRequest | null;
  onClose: () => void;
  /** After a deletion was scheduled, so the level can drop its selection. */
  onDeleted: () => void;
}

export function BrowseDialogs({ device, request, onClose, onDeleted: deleted }: BrowseDialogsProps) {
  const client = useQueryClient();
  if (!request) return null;
  const onDeleted = () => {
    void client.invalidateQueries({ queryKey: backupKeys.device(device.id) });
    deleted();
  };
  switch (request.kind) {
    case 'restore':
      return (
        <RestoreDialog
          open
          onClose={onClose}
          selection={request.selection}
          initialRevisionId={request.revision?.id}
        />
      );
    case 'downloadFile':
      return (
        <DownloadFileDialog
          open
          onClose={onClose}
          selection={request.selection}
          initialRevision={request.revision}
        />
      );
    case 'downloadFolder':
      return <DownloadFolderDialog open onClose={onClose} selection={request.selection} />;
    case 'deleteData':
      return <DeleteDataDialog open onClose={onClose} selection={request.selection} onDeleted={onDeleted} />;
    case 'deletePlans':
      return (
        <DeletePlanDataDialog
          open
          onClose={onClose}
          device={device}
          plans={request.plans}
          onDeleted={onDeleted}
        />
      );
    case 'imageDownload':
      return (
        <ImageDownloadDialog
          open
          onClose={onClose}
          device={device}
          plan={request.plan}
          revision={request.revision}
          item={request.item}
        />
      );
  }
}
