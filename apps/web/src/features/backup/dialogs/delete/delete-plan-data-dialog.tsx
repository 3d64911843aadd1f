// 'Confirm plan data delete': schedules deletion of all backup data of the chosen plans.
import type { BackupPlan, Device } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { deletePlansRequest } from '../hooks/delete-requests.ts';
import { DeleteConfirmFrame } from './delete-confirm-frame.tsx';

export interface DeletePlanDataDialogProps {
  open: boolean;
  onClose(): void;
  device: Device;
  plans: BackupPlan[];
  onDeleted(): void;
}

export function DeletePlanDataDialog({ open, onClose, device, plans, onDeleted }: DeletePlanDataDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const names = plans.map((plan) => plan.name).join(', ');
  const request = deletePlansRequest(device, plans);
  return (
    <DeleteConfirmFrame
      open={open}
      onClose={onClose}
      title={t('delete.planTitle')}
      request={request}
      onDeleted={onDeleted}
    >
      <p>{t('delete.planBody', { count: plans.length, names })}</p>
    </DeleteConfirmFrame>
  );
}
