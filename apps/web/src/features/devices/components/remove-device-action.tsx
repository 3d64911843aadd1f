// 'Remove device' in the device page header (canManageDevices): confirms, removes, then goes back to
// device search with a toast. The server's refusal shows in the dialog.
import type { Device } from '@warden/domain';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { useRemoveDevice } from '../hooks/use-remove-device.ts';
import { RemoveDeviceDialog } from './remove-device-dialog.tsx';

export function RemoveDeviceAction({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  // Read without throwing: the device pages may render without a session (e.g. in page tests).
  const session = useContext(SessionContext);
  const [open, setOpen] = useState(false);
  if (!session?.permissions.canManageDevices) return null;
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('device.remove.button')}
      </button>
      {open && <RemoveDeviceFlow device={device} onClose={() => setOpen(false)} />}
    </>
  );
}

function RemoveDeviceFlow({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const remove = useRemoveDevice();
  const confirm = () =>
    remove.mutate(device.id, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('device.remove.done', { name: device.name }) });
        navigate('/deviceSearch');
      },
    });
  return (
    <RemoveDeviceDialog
      deviceName={device.name}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
