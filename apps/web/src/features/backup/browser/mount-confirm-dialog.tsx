// 'Mount Image': confirms mounting a volume revision before its content can be browsed; mounting in
// the cloud may take a while. The server's refusal (flag off, not on cloud storage) shows in place.
import type { Revision, Volume } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { DialogDescription, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { DateTime, Size } from './plan-labels.tsx';

export interface MountConfirmDialogProps {
  volume: Volume;
  revision: Revision;
  pending: boolean;
  error: string | null;
  onMount: () => void;
  onCancel: () => void;
}

export function MountConfirmDialog({
  volume,
  revision,
  pending,
  error,
  onMount,
  onCancel,
}: MountConfirmDialogProps) {
  const { t } = useTranslation('backup');
  return (
    <DialogFrame
      open
      onClose={onCancel}
      title={t('browser.mount.title')}
      className="backup-mount-dialog"
      described
    >
      <dl className="definition-list">
        <dt>{t('browser.mount.revisionDate')}</dt>
        <dd>
          <DateTime at={revision.jobCreated} precision="second" />
        </dd>
        <dt>{t('browser.mount.volumeName')}</dt>
        <dd>{volume.volumeName || volume.name}</dd>
        <dt>{t('browser.mount.volumeSize')}</dt>
        <dd>
          <Size bytes={volume.size || revision.size} />
        </dd>
      </dl>
      <DialogDescription className="backup-note">{t('browser.mount.note')}</DialogDescription>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('browser.mount.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onMount}
          disabled={pending}
          aria-busy={pending}
        >
          {t('browser.mount.mount')}
        </button>
      </div>
    </DialogFrame>
  );
}
