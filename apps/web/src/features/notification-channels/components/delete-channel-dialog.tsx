// Confirms deleting a channel: names it and says what becomes of rules that send through it.
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/dialog/confirm-actions.tsx';
import { DialogDescription, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';

export interface DeleteChannelDialogProps {
  channelName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteChannelDialog({ channelName, pending, onConfirm, onCancel }: DeleteChannelDialogProps) {
  const { t } = useTranslation('notificationChannels');
  return (
    <DialogFrame
      open
      onClose={onCancel}
      title={t('delete.title', { name: channelName })}
      busy={pending}
      described
      actions={
        <ConfirmActions
          cancelLabel={t('delete.cancel')}
          confirmLabel={t('delete.confirm')}
          pending={pending}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      <DialogDescription>{t('delete.body', { name: channelName })}</DialogDescription>
    </DialogFrame>
  );
}
