// The one dialog frame of the console: overlay, title, body and a row of buttons over Radix Dialog,
// which traps focus and restores it on close. The content mounts only while open, so each opening
// starts fresh. A dialog opened from this one hides it until it closes: one dialog shows at a time.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useCoveredByNewerDialog } from './dialog-stack.ts';
import './dialog-frame.css';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the foot of the dialog; a form that owns its buttons renders them itself. */
  actions?: ReactNode;
  size?: 'normal' | 'wide';
  /** While busy the dialog cannot be dismissed with Escape or a click outside. */
  busy?: boolean;
  /** False for a dialog that only its own buttons may close (no Escape, no click outside). */
  dismissible?: boolean;
  /** The body holds a DialogDescription, read out with the title when the dialog opens. */
  described?: boolean;
  className?: string;
}

export function DialogFrame({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'normal',
  busy = false,
  dismissible = true,
  described = false,
  className,
}: DialogFrameProps) {
  const covered = useCoveredByNewerDialog(open);
  const locked = busy || !dismissible;
  const classes = ['dialog', size === 'wide' ? 'dialog--wide' : '', className ?? ''].filter(Boolean);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !locked && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" hidden={covered} />
        <Dialog.Content
          className={classes.join(' ')}
          hidden={covered}
          // Without a description, say so, so that Radix links none (and does not warn).
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <div className="dialog__body">{children}</div>
          {actions && <div className="form-actions">{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The text that describes the dialog; set `described` on the frame that holds it. */
export const DialogDescription = Dialog.Description;

/** A button that closes the dialog it sits in (Cancel, Close). */
export function CloseButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className="button" disabled={disabled}>
        {label}
      </button>
    </Dialog.Close>
  );
}
