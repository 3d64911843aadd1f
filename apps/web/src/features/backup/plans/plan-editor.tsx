// The plan editor on the device's backup tab (canManageBackup): the device's plan definitions with
// 'Back up now', edit and remove, and a new plan. While the division has no backup, 'New plan' and
// 'Back up now' open the 'Backup' modal instead (docs/decisions/0003-backup-modal-close.md). The
// editor owns the plan calls; its dialogs only hand back what the technician chose.
import { type Device, describeSchedule, type PlanDefinition, type PlanInput } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { DateTime } from '../browser/plan-labels.tsx';
import { useBackupGate } from '../get-started/get-started-modal.tsx';
import { usePlanDefinitions } from './hooks/use-plan-definitions.ts';
import { useRemovePlan, useRunPlanNow, useSavePlan } from './hooks/use-plan-mutations.ts';
import { PlanFormDialog, RemovePlanDialog } from './plan-dialogs.tsx';
import { RunningBackupJob } from './running-backup-job.tsx';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; plan: PlanDefinition }
  | { kind: 'remove'; plan: PlanDefinition };

export function PlanEditor({ device }: { device: Device }) {
  const { t } = useTranslation('backup');
  const toast = useToast();
  const plans = usePlanDefinitions(device.id);
  const save = useSavePlan(device.id);
  const remove = useRemovePlan(device.id);
  const runNow = useRunPlanNow(device.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  // A call may end after its dialog was dismissed and another opened; only its own dialog closes.
  const close = (shown: Editing) => setEditing((current) => (current === shown ? null : current));
  const savePlan = (plan: PlanDefinition | undefined) => (body: PlanInput) =>
    save.mutateAsync({ planId: plan?.id, body });
  const removePlan = (shown: Editing & { kind: 'remove' }) =>
    remove.mutate(shown.plan.id, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('plans.removed', { name: shown.plan.name }) });
        close(shown);
      },
      onError: (error) =>
        toast.show({ kind: 'error', title: t('plans.actionFailed'), description: error.message }),
    });
  const gate = useBackupGate();
  const backUpNow = (plan: PlanDefinition) =>
    runNow.mutate(plan.id, {
      onSuccess: (answer) =>
        toast.show({ kind: answer.accepted ? 'success' : 'error', title: answer.message }),
      onError: (error) =>
        toast.show({ kind: 'error', title: t('plans.actionFailed'), description: error.message }),
    });
  const rows = (plans.data ?? []).filter((plan) => !plan.deleted);

  return (
    <section className="card plan-editor" aria-labelledby="plan-editor-title">
      <header className="page__header">
        <h2 id="plan-editor-title">{t('plans.title')}</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={gate.guard(() => setEditing({ kind: 'new' }))}
        >
          {t('plans.newPlan')}
        </button>
      </header>
      {plans.error ? (
        <div role="alert" className="backup-level-error">
          <p>{t('plans.loadFailed')}</p>
          <button type="button" className="button" onClick={() => plans.refetch()}>
            {t('browser.retry')}
          </button>
        </div>
      ) : plans.isPending ? (
        <Spinner label={t('browser.loading')} />
      ) : rows.length === 0 ? (
        <p className="empty-state">{t('plans.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label={t('plans.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('plans.columns.name')}</th>
                <th scope="col">{t('plans.columns.type')}</th>
                <th scope="col">{t('plans.columns.destination')}</th>
                <th scope="col">{t('plans.columns.schedule')}</th>
                <th scope="col">{t('plans.columns.lastSuccess')}</th>
                <th scope="col">{t('plans.columns.nextRun')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('plans.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((plan) => (
                <PlanRow
                  key={plan.id}
                  plan={plan}
                  running={runNow.isPending && runNow.variables === plan.id}
                  onRun={gate.guard(() => backUpNow(plan))}
                  onEdit={() => setEditing({ kind: 'edit', plan })}
                  onRemove={() => setEditing({ kind: 'remove', plan })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing?.kind === 'new' && (
        <PlanFormDialog onSave={savePlan(undefined)} onClose={() => close(editing)} />
      )}
      {editing?.kind === 'edit' && (
        <PlanFormDialog plan={editing.plan} onSave={savePlan(editing.plan)} onClose={() => close(editing)} />
      )}
      {editing?.kind === 'remove' && (
        <RemovePlanDialog
          plan={editing.plan}
          pending={remove.isPending}
          onConfirm={() => removePlan(editing)}
          onClose={() => close(editing)}
        />
      )}
      {gate.modal}
    </section>
  );
}

interface PlanRowProps {
  plan: PlanDefinition;
  running: boolean;
  onRun: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

function PlanRow({ plan, running, onRun, onEdit, onRemove }: PlanRowProps) {
  const { t } = useTranslation('backup');
  return (
    <tr>
      <td>
        {plan.name}
        <RunningBackupJob nodeId={plan.nodeId} planId={plan.id} name={plan.name} />
      </td>
      <td>{t(`browser.planTypes.${plan.type}`)}</td>
      <td>{t(`plans.destinations.${plan.destination}`)}</td>
      <td>{describeSchedule(plan.schedule)}</td>
      <td>
        <DateTime at={plan.lastSuccess} />
      </td>
      <td>
        <DateTime at={plan.nextRun} />
      </td>
      <td>
        <div className="plan-editor__actions">
          <button type="button" className="button" onClick={onRun} disabled={running} aria-busy={running}>
            {t('plans.backUpNow')}
          </button>
          {plan.policy ? (
            // A policy's plan is changed in the policy, so the device offers no edit or removal.
            <span>{t('plans.fromPolicy', { name: plan.policy.policyName })}</span>
          ) : (
            <>
              <button
                type="button"
                className="button"
                onClick={onEdit}
                aria-label={`${t('plans.edit')} ${plan.name}`}
              >
                {t('plans.edit')}
              </button>
              <button
                type="button"
                className="button"
                onClick={onRemove}
                aria-label={`${t('plans.remove')} ${plan.name}`}
              >
                {t('plans.remove')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
