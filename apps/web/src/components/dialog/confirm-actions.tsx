// The buttons of a confirmation: Cancel, then the (dangerous) action, both held while it runs.
export interface ConfirmActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmActions({
  cancelLabel,
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
}: ConfirmActionsProps) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className="button button--danger"
        onClick={onConfirm}
        disabled={pending}
        aria-busy={pending}
      >
        {confirmLabel}
      </button>
    </>
  );
}
