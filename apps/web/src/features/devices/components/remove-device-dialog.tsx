// Confirms removing a device: names it, says its agent is cut off for good and its backup data stays.
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/dialog/confirm-actions.tsx';
import { DialogDescription, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';

export interface RemoveDeviceDialogProps {
  deviceName: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveDeviceDialog({
  deviceName,
  pending,
  error,
  onConfirm,
  onCancel,
}: RemoveDeviceDialogProps) {
  const { t } = useTranslation('devices');
  return (
    <DialogFrame
      open
      onClose={onCancel}
      title={t('device.remove.title', { name: deviceName })}
      busy={pending}
      described
      actions={
        <ConfirmActions
          cancelLabel={t('device.remove.cancel')}
          confirmLabel={t('device.remove.confirm')}
          pending={pending}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      <DialogDescription>{t('device.remove.body', { name: deviceName })}</DialogDescription>
      <p>{t('device.remove.dataKept')}</p>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </DialogFrame>
  );
}
