// 'Confirm plan data delete': schedules deletion of all backup data of the chosen plans.
import { type BackupPlan, backupBrowseApi, type Device } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../api/client.ts';
import { DeleteConfirmFrame } from './delete-confirm-frame.tsx';

export interface DeletePlanDataDialogProps {
  open: boolean;
  onClose(): void;
  device: Device;
  plans: BackupPlan[];
  onDeleted(): void;
}

const PLAN_NAME_MAX = 255;

export function DeletePlanDataDialog({ open, onClose, device, plans, onDeleted }: DeletePlanDataDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const names = plans.map((plan) => plan.name).join(', ');
  const request = () =>
    apiCall(backupBrowseApi.deletePlanRevisions, {
      params: { nodeId: device.id },
      query: { planName: names.slice(0, PLAN_NAME_MAX) },
      body: plans.map((plan) => plan.id),
    });
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
