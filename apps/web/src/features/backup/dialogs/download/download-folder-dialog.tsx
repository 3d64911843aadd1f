// Download Folder: device, plan name, path, 'Include Latest Revision of Deleted Files' and a Date
// picker over the plan's backup jobs; the folder arrives as a zip named after it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/checkbox/checkbox.tsx';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';
import { type BackupSelection, deviceLabel } from '../backup-selection.ts';
import { useFolderDownload } from '../hooks/use-backup-downloads.ts';
import { JobDatePicker } from '../job-date-picker.tsx';
import { SourceSummary } from '../source-summary.tsx';
import { DownloadLink } from './download-link.tsx';

export interface DownloadFolderDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
}

export function DownloadFolderDialog({ open, onClose, selection }: DownloadFolderDialogProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('download.folderTitle')}
      actions={<CloseButton label={t('actions.close')} />}
    >
      <DownloadFolderBody selection={selection} />
    </DialogFrame>
  );
}

function DownloadFolderBody({ selection }: { selection: BackupSelection }) {
  const { t } = useTranslation('backupDialogs');
  const { device, plan } = selection;
  const folder = selection.items[0]?.entry;
  const [jobId, setJobId] = useState<number | null>(null);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [used, setUsed] = useState(false);
  const download = useFolderDownload(selection);
  if (!folder) return null;

  // Any new choice makes a new download possible.
  const changed = () => {
    setUsed(false);
    download.reset();
  };
  const onDownload = () => {
    if (jobId === null) return;
    setUsed(true);
    download.start(folder.id, jobId, includeDeleted);
  };

  return (
    <>
      <SourceSummary device={deviceLabel(device)} planName={plan.name} paths={[folder.path]} />
      <Checkbox
        checked={includeDeleted}
        onCheckedChange={(next) => {
          setIncludeDeleted(next);
          changed();
        }}
        label={t('download.includeDeleted')}
      />
      <JobDatePicker
        nodeId={device.id}
        planId={plan.id}
        value={jobId}
        onChange={(next) => {
          setJobId(next);
          changed();
        }}
      />
      <DownloadLink
        visible={jobId !== null && !used}
        pending={download.pending}
        errorKey={download.errorKey}
        onClick={onDownload}
      />
    </>
  );
}
