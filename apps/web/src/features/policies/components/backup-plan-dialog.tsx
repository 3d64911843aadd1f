// Adds or edits a policy's backup plan with the console's plan form (the one a device's plans use).
// Saving an inherited plan overrides it; the server's field messages land on the plan's fields.
import type { BackupPlanItem, PlanInput } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { PlanForm } from '../../../components/plan-form/plan-form.tsx';
import { planFormError } from './item-errors.ts';

export interface BackupPlanDialogProps {
  initial?: BackupPlanItem;
  /** Sends the item; a rejection stays in the dialog. */
  onSave: (item: BackupPlanItem) => Promise<unknown>;
  onClose: () => void;
}

export function BackupPlanDialog({ initial, onSave, onClose }: BackupPlanDialogProps) {
  const { t } = useTranslation('policies');
  const save = async (plan: PlanInput) => {
    try {
      await onSave({ enabled: initial?.enabled ?? true, plan });
    } catch (error) {
      throw planFormError(error);
    }
    return plan;
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      size="wide"
      title={initial ? t('backupPlan.editTitle') : t('backupPlan.addTitle')}
    >
      <PlanForm plan={initial?.plan} onSave={save} onDone={onClose} onCancel={onClose} />
    </DialogFrame>
  );
}
