// 'Mount Image': confirms mounting a volume revision before its content can be browsed; mounting in
// the cloud may take a while. The server's refusal (flag off, not on cloud storage) shows in place.
import * as Dialog from '@radix-ui/react-dialog';
import type { Revision, Volume } from '@warden/domain';
import { useTranslation } from 'react-i18next';
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
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog backup-mount-dialog">
          <Dialog.Title className="dialog__title">{t('browser.mount.title')}</Dialog.Title>
          <dl className="definition-list">
            <dt>{t('browser.mount.revisionDate')}</dt>
            <dd>
              <DateTime at={revision.jobCreated} />
            </dd>
            <dt>{t('browser.mount.volumeName')}</dt>
            <dd>{volume.volumeName || volume.name}</dd>
            <dt>{t('browser.mount.volumeSize')}</dt>
            <dd>
              <Size bytes={volume.size || revision.size} />
            </dd>
          </dl>
          <Dialog.Description className="backup-note">{t('browser.mount.note')}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
