// Confirms deleting a channel: names it and says what becomes of rules that send through it.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';

export interface DeleteChannelDialogProps {
  channelName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteChannelDialog({ channelName, pending, onConfirm, onCancel }: DeleteChannelDialogProps) {
  const { t } = useTranslation('notificationChannels');
  return (
    <ConfirmDialog
      open
      title={t('delete.title', { name: channelName })}
      description={t('delete.body', { name: channelName })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
