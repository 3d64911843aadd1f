// The Radix dialog frame every create and edit form opens in. Its content mounts only while open,
// so each opening starts from fresh form values.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-dialog.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}

export function FormDialog({ open, onOpenChange, title, children, wide = false }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={wide ? 'dialog dialog--wide' : 'dialog'} aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and submit buttons at the foot of a dialog form. */
export function DialogActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <Dialog.Close asChild>
        <button type="button" className="button">
          {t('actions.cancel')}
        </button>
      </Dialog.Close>
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {submitLabel}
      </button>
    </div>
  );
}
