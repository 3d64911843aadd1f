// The scheduled-task editor's form (spec 001 sections 3 and 4): name, description, enabled, the
// node-scheduled-task switch (which moves the schedule to that mode's default and drops the
// targets when a group was among them), the scripts with their values, the schedule in the backup
// plans' wording, and the targets. Reset returns a blank task, enabled by default.
import {
  blankScheduledTask,
  type ScheduledTask,
  type ScheduledTaskDraft,
  type ScheduledTaskInput,
  scheduledTaskInputSchema,
  toggleRunsOnNode,
} from '@warden/domain';
import { useState } from 'react';
import { Controller, type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { ScheduleFields } from '../../../components/plan-form/schedule-fields.tsx';
import type { VariableFormErrors } from '../../../components/script-variables/variable-values.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { TaskActions } from './task-actions.tsx';
import { formToBody, variableErrorAt } from './task-form-values.ts';
import { TaskTargets } from './task-targets.tsx';

export interface TaskFormProps {
  initial: ScheduledTaskDraft;
  onSave: (body: ScheduledTaskInput) => Promise<ScheduledTask>;
  onSaved: (task: ScheduledTask) => void;
  onDelete?: () => void;
}

interface Problems {
  alert?: string;
  actions: Record<number, VariableFormErrors>;
  actionList?: string;
  targets?: string;
}

const noProblems: Problems = { actions: {} };

export function TaskForm({ initial, onSave, onSaved, onDelete }: TaskFormProps) {
  const { t } = useTranslation('scheduledTasks');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const form = useForm<ScheduledTaskDraft>({ defaultValues: initial });
  const { control, register, setValue, getValues, formState } = form;
  const [problems, setProblems] = useState<Problems>(noProblems);
  const runsOnNode = useWatch({ control, name: 'runsOnNodeScheduledTask' });

  /** Puts each message by its body path on the field it belongs to; answers whether any found one. */
  const place = (fields: Record<string, string>) => {
    const next: Problems = { actions: {} };
    for (const [path, message] of Object.entries(fields)) {
      const variable = variableErrorAt(path);
      if (variable)
        next.actions[variable.index] = { ...next.actions[variable.index], [variable.name]: message };
      else if (path.startsWith('targets')) next.targets ??= message;
      else if (path.startsWith('scripts')) next.actionList ??= message;
      else form.setError(path as Path<ScheduledTaskDraft>, { message });
    }
    setProblems(next);
    return Object.keys(fields).length > 0;
  };

  const submit = form.handleSubmit(async (values) => {
    setProblems(noProblems);
    const body = formToBody(values);
    const local = scheduledTaskInputSchema.safeParse(body);
    if (!local.success) {
      place(Object.fromEntries(local.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      const saved = await onSave(body);
      toast.show({ kind: 'success', title: t('editor.saved', { name: saved.name }) });
      onSaved(saved);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
      if (!place(fields)) setProblems({ ...noProblems, alert: errorMessage(error) });
    }
  });

  return (
    <form className="task-form" onSubmit={submit} noValidate>
      <FormAlert message={problems.alert} />
      <FormField label={t('editor.name')} error={formState.errors.name?.message}>
        {(field) => <input {...field} {...register('name')} />}
      </FormField>
      <FormField label={t('editor.description')}>
        {(field) => <textarea {...field} rows={3} {...register('description')} />}
      </FormField>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Checkbox label={t('editor.enabled')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Checkbox
        label={t('editor.runsOnNode')}
        checked={runsOnNode}
        onCheckedChange={(on) => {
          const next = toggleRunsOnNode(getValues(), on);
          setValue('runsOnNodeScheduledTask', next.runsOnNodeScheduledTask);
          setValue('schedule', next.schedule);
          setValue('targets', next.targets);
        }}
      />
      <Controller
        control={control}
        name="scripts.actionList"
        render={({ field }) => (
          <TaskActions
            actions={field.value}
            onChange={field.onChange}
            errors={problems.actions}
            listError={problems.actionList}
          />
        )}
      />
      {/* The backup plans' schedule fields: the same schedule shape under the same 'schedule' path. */}
      <ScheduleFields form={form as unknown as Parameters<typeof ScheduleFields>[0]['form']} />
      <Controller
        control={control}
        name="schedule.repeats"
        render={({ field }) => (
          <Checkbox label={t('editor.repeats')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="targets"
        render={({ field }) => (
          <TaskTargets
            targets={field.value}
            onChange={field.onChange}
            runsOnNode={runsOnNode}
            error={problems.targets}
          />
        )}
      />
      <div className="task-form__buttons">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {t('editor.save')}
        </button>
        <button type="button" className="button" onClick={() => resetForm(form, setProblems)}>
          {t('editor.reset')}
        </button>
        {onDelete && (
          <button type="button" className="button button--danger" onClick={onDelete}>
            {t('editor.delete')}
          </button>
        )}
      </div>
    </form>
  );
}

function resetForm(form: UseFormReturn<ScheduledTaskDraft>, setProblems: (p: Problems) => void) {
  form.reset(blankScheduledTask());
  setProblems(noProblems);
}
