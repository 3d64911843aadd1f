// Confirms removing a device: names it, says its agent is cut off for good and its backup data stays.
import { useTranslation } from 'react-i18next';
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
        <>
          <button type="button" className="button" onClick={onCancel} disabled={pending}>
            {t('device.remove.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
          >
            {t('device.remove.confirm')}
          </button>
        </>
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
