// The plan editor's dialogs: the plan form (new or edit) and the confirmation to remove a plan. They
// make no calls: the editor's hooks do, through onSave and onConfirm.
import type { PlanDefinition, PlanInput } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/dialog/confirm-actions.tsx';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { PlanForm } from '../../../components/plan-form/plan-form.tsx';

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <DialogFrame open onClose={onClose} title={title} className="plan-dialog">
      {children}
    </DialogFrame>
  );
}

export function PlanFormDialog({
  plan,
  onSave,
  onClose,
}: {
  plan?: PlanDefinition;
  onSave: (body: PlanInput) => Promise<PlanDefinition>;
  onClose: () => void;
}) {
  const { t } = useTranslation('backup');
  return (
    <Frame title={plan ? t('plans.editTitle') : t('plans.createTitle')} onClose={onClose}>
      <PlanForm plan={plan} onSave={onSave} onDone={onClose} onCancel={onClose} />
    </Frame>
  );
}

export function RemovePlanDialog({
  plan,
  pending,
  onConfirm,
  onClose,
}: {
  plan: PlanDefinition;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backup');
  return (
    <Frame title={t('plans.removeTitle')} onClose={onClose}>
      <p>{t('plans.removeBody', { name: plan.name })}</p>
      <div className="form-actions">
        <ConfirmActions
          cancelLabel={t('plans.form.cancel')}
          confirmLabel={t('plans.remove')}
          pending={pending}
          onCancel={onClose}
          onConfirm={onConfirm}
        />
      </div>
    </Frame>
  );
}
