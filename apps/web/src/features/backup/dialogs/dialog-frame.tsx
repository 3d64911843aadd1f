// The Radix dialog frame of every backup dialog: overlay, title, body and a row of buttons. Radix
// traps focus and restores it on close; the content mounts only while open.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import '../dialogs.css';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The buttons at the foot of the dialog; a form that owns its buttons renders them itself. */
  actions?: ReactNode;
  size?: 'normal' | 'wide';
  /** While busy the dialog cannot be dismissed with Escape or a click outside. */
  busy?: boolean;
}

export function DialogFrame({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'normal',
  busy = false,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={size === 'wide' ? 'dialog backup-dialog backup-dialog--wide' : 'dialog backup-dialog'}
          aria-describedby={undefined}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <div className="backup-dialog__body">{children}</div>
          {actions && <div className="form-actions">{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Close button of a dialog. */
export function CloseButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className="button" disabled={disabled}>
        {label}
      </button>
    </Dialog.Close>
  );
}
