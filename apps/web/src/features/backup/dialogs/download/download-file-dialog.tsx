// Download File: device, plan name, path and a revision picker; the Download link appears once a
// revision is chosen and hides after it is used. Revisions kept only on LOCAL storage cannot be
// downloaded in a browser.
import type { Revision } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';
import { useSession } from '../../../auth/hooks/use-session.ts';
import { type BackupSelection, deviceLabel } from '../backup-selection.ts';
import { useRevisionDownload } from '../hooks/use-backup-downloads.ts';
import { RevisionPicker } from '../revision-picker.tsx';
import { SourceSummary } from '../source-summary.tsx';
import { DownloadLink } from './download-link.tsx';
import { LargeRestoreHint } from './large-restore-hint.tsx';

export interface DownloadFileDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
  /** The revision chosen at first (a row of the revision list); otherwise the newest. */
  initialRevision?: Revision;
}

export function DownloadFileDialog({ open, onClose, selection, initialRevision }: DownloadFileDialogProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('download.fileTitle')}
      actions={<CloseButton label={t('actions.close')} />}
    >
      <DownloadFileBody selection={selection} initialRevision={initialRevision} />
    </DialogFrame>
  );
}

function DownloadFileBody({
  selection,
  initialRevision,
}: {
  selection: BackupSelection;
  initialRevision?: Revision;
}) {
  const session = useSession();
  const { device, plan } = selection;
  const file = selection.items[0]?.entry;
  const [revision, setRevision] = useState<Revision | null>(initialRevision ?? null);
  const [used, setUsed] = useState(false);
  const download = useRevisionDownload(selection);
  if (!file) return null;

  const choose = (next: Revision) => {
    setRevision(next);
    setUsed(false);
    download.reset();
  };
  const localOnly = revision !== null && !revision.onS3;
  const onDownload = () => {
    if (!revision) return;
    setUsed(true);
    download.start(revision.id);
  };

  return (
    <>
      <SourceSummary device={deviceLabel(device)} planName={plan.name} paths={[file.path]} />
      <RevisionPicker
        nodeId={device.id}
        planId={plan.id}
        fileId={file.id}
        value={revision?.id ?? null}
        onChange={choose}
      />
      <DownloadLink
        visible={revision !== null && !used && !localOnly}
        pending={download.pending}
        errorKey={localOnly ? 'download.unavailable' : download.errorKey}
        onClick={onDownload}
      />
      {session.user.userType === 'TECHNICIAN' && <LargeRestoreHint />}
    </>
  );
}
