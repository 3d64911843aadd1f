// Download of a file or folder inside a mounted image revision: device, plan and path, with the
// buttons Download and Close. A folder arrives as a zip named after it.
import {
  type BackupPlan,
  backupBrowseApi,
  type Device,
  type MountedItem,
  type Revision,
} from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../api/client.ts';
import { deviceLabel } from '../backup-selection.ts';
import { CloseButton, DialogFrame } from '../dialog-frame.tsx';
import { useBrowserDownload } from '../hooks/use-browser-download.ts';
import { SourceSummary } from '../source-summary.tsx';
import { DownloadStatus } from './download-link.tsx';
import { encodeFileBase64 } from './encode-path.ts';

export interface ImageDownloadDialogProps {
  open: boolean;
  onClose(): void;
  device: Device;
  plan: BackupPlan;
  revision: Revision;
  item: MountedItem;
}

export function ImageDownloadDialog({
  open,
  onClose,
  device,
  plan,
  revision,
  item,
}: ImageDownloadDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const download = useBrowserDownload();
  const onDownload = () =>
    download.start(() =>
      apiCall(backupBrowseApi.imageDownload, {
        params: { nodeId: device.id, planId: plan.id, revisionId: revision.id },
        query: { fileBase64: encodeFileBase64(item.path), type: item.type === 'FOLDER' ? 'FOLDER' : 'FILE' },
      }),
    );
  const close = () => {
    download.reset();
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t(item.type === 'FOLDER' ? 'download.folderTitle' : 'download.fileTitle')}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={onDownload}
            disabled={download.pending}
            aria-busy={download.pending}
          >
            {t('actions.download')}
          </button>
          <CloseButton label={t('actions.close')} />
        </>
      }
    >
      <SourceSummary device={deviceLabel(device)} planName={plan.name} paths={[item.path]} />
      <DownloadStatus pending={download.pending} errorKey={download.errorKey} />
    </DialogFrame>
  );
}
