// The get-started panel as the 'Backup' modal, shown when a backup action is attempted while backup is
// not enabled. It cannot be cancelled by Escape or a click outside; only its Close button ends it.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { GetStartedContent } from './get-started-panel.tsx';
import { useBackupEnabled } from './use-backup-enabled.ts';

export function GetStartedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('backup');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('getStarted.modalTitle')}
      className="get-started-modal"
      dismissible={false}
    >
      <GetStartedContent />
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('getStarted.close')}
        </button>
      </div>
    </DialogFrame>
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
