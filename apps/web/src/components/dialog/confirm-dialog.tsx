// A confirmation in the console's dialog frame: what happens as its description, then Cancel and the
// (dangerous) action; it cannot be dismissed while the action runs.
import type { ReactNode } from 'react';
import { ConfirmActions, type ConfirmActionsProps } from './confirm-actions.tsx';
import { DialogDescription, DialogFrame } from './dialog-frame.tsx';

export interface ConfirmDialogProps extends ConfirmActionsProps {
  open: boolean;
  title: string;
  description: ReactNode;
}

export function ConfirmDialog({ open, title, description, ...actions }: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={actions.onCancel}
      title={title}
      busy={actions.pending}
      described
      actions={<ConfirmActions {...actions} />}
    >
      <DialogDescription>{description}</DialogDescription>
    </DialogFrame>
  );
}
