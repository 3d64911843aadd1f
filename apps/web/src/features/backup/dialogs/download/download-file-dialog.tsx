// Download File: device, plan name, path and a revision picker; the Download link appears once a
// revision is chosen and hides after it is used. Revisions kept only on LOCAL storage cannot be
// downloaded in a browser.
import { backupBrowseApi, type Revision } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../api/client.ts';
import { useSession } from '../../../auth/hooks/use-session.ts';
import { type BackupSelection, deviceLabel } from '../backup-selection.ts';
import { CloseButton, DialogFrame } from '../dialog-frame.tsx';
import { useBrowserDownload } from '../hooks/use-browser-download.ts';
import { RevisionPicker } from '../revision-picker.tsx';
import { SourceSummary } from '../source-summary.tsx';
import { DownloadLink } from './download-link.tsx';
import { LargeRestoreHint } from './large-restore-hint.tsx';

export interface DownloadFileDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
}

export function DownloadFileDialog({ open, onClose, selection }: DownloadFileDialogProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('download.fileTitle')}
      actions={<CloseButton label={t('actions.close')} />}
    >
      <DownloadFileBody selection={selection} />
    </DialogFrame>
  );
}

function DownloadFileBody({ selection }: { selection: BackupSelection }) {
  const session = useSession();
  const { device, plan } = selection;
  const file = selection.items[0]?.entry;
  const [revision, setRevision] = useState<Revision | null>(null);
  const [used, setUsed] = useState(false);
  const download = useBrowserDownload();
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
    download.start(() =>
      apiCall(backupBrowseApi.revisionData, {
        params: { nodeId: device.id, planId: plan.id, revisionId: revision.id },
      }),
    );
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
