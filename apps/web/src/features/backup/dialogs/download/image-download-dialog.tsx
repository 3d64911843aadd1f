// Download of a file or folder inside a mounted image revision: device, plan and path, with the
// buttons Download and Close. A folder arrives as a zip named after it.
import type { BackupPlan, Device, MountedItem, Revision } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';
import { deviceLabel } from '../backup-selection.ts';
import { useImageItemDownload } from '../hooks/use-backup-downloads.ts';
import { SourceSummary } from '../source-summary.tsx';
import { DownloadStatus } from './download-link.tsx';

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
  const download = useImageItemDownload({ device, plan });
  const onDownload = () => download.start(revision.id, item);
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
