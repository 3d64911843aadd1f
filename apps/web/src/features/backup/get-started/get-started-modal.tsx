// The get-started panel as the 'Backup' modal, shown when a backup action is attempted while backup is
// not enabled. It cannot be cancelled by Escape or a click outside; only its Close button ends it.
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetStartedContent } from './get-started-panel.tsx';
import { useBackupEnabled } from './use-backup-enabled.ts';

export function GetStartedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('backup');
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog get-started-modal"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="dialog__title">{t('getStarted.modalTitle')}</Dialog.Title>
          <GetStartedContent />
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('getStarted.close')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Wraps backup actions: with backup enabled they run, otherwise the 'Backup' modal opens instead.
 * Render `modal` once beside the guarded controls.
 */
export function useBackupGate(): { guard: (action: () => void) => () => void; modal: ReactNode } {
  const enabled = useBackupEnabled();
  const [open, setOpen] = useState(false);
  return {
    guard: (action) => () => (enabled ? action() : setOpen(true)),
    modal: <GetStartedModal open={open} onClose={() => setOpen(false)} />,
  };
}
