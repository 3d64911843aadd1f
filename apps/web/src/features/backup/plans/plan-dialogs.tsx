// The plan editor's dialogs: the plan form (new or edit) and the confirmation to remove a plan.
import type { PlanDefinition } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { usePlanMutations } from './hooks/use-plan-definitions.ts';
import { PlanForm } from './plan-form.tsx';

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <DialogFrame open onClose={onClose} title={title} className="plan-dialog">
      {children}
    </DialogFrame>
  );
}

export function PlanFormDialog({
  nodeId,
  plan,
  onClose,
}: {
  nodeId: number;
  plan?: PlanDefinition;
  onClose: () => void;
}) {
  const { t } = useTranslation('backup');
  const toast = useToast();
  const { save } = usePlanMutations(nodeId);
  return (
    <Frame title={plan ? t('plans.editTitle') : t('plans.createTitle')} onClose={onClose}>
      <PlanForm
        plan={plan}
        pending={save.isPending}
        onCancel={onClose}
        onSubmit={(body, onError) =>
          save.mutate(
            { planId: plan?.id, body },
            {
              onSuccess: (saved) => {
                toast.show({ kind: 'success', title: t('plans.saved', { name: saved.name }) });
                onClose();
              },
              onError,
            },
          )
        }
      />
    </Frame>
  );
}

export function RemovePlanDialog({
  nodeId,
  plan,
  onClose,
}: {
  nodeId: number;
  plan: PlanDefinition;
  onClose: () => void;
}) {
  const { t } = useTranslation('backup');
  const toast = useToast();
  const { remove } = usePlanMutations(nodeId);
  const confirm = () =>
    remove.mutate(plan.id, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('plans.removed', { name: plan.name }) });
        onClose();
      },
      onError: (error) =>
        toast.show({ kind: 'error', title: t('plans.actionFailed'), description: error.message }),
    });
  return (
    <Frame title={t('plans.removeTitle')} onClose={onClose}>
      <p>{t('plans.removeBody', { name: plan.name })}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('plans.form.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
        >
          {t('plans.remove')}
        </button>
      </div>
    </Frame>
  );
}
