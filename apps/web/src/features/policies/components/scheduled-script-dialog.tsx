// Adds or edits a policy's scheduled script: the script picked from the library among those for the
// policy's operating system, its typed variables (the run dialog's shared form), and the schedule in the backup
// plans' fields. Variables and schedule are checked by the domain's rules before anything is sent.
import {
  type ScheduledScriptItem,
  type ScriptOperatingSystem,
  scheduledScriptItemSchema,
} from '@warden/domain';
import { type FormEvent, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../api/client.ts';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { FormAlert } from '../../../components/form-field/form-field.tsx';
import { planFormDefaults } from '../../../components/plan-form/plan-form-values.ts';
import { ScheduleFields } from '../../../components/plan-form/schedule-fields.tsx';
import { ScriptChoiceForm } from '../../../components/script-picker/script-choice-form.tsx';
import {
  checkVariableValues,
  emptyVariableValues,
  type VariableFormErrors,
  type VariableFormValues,
} from '../../../components/script-variables/variable-values.ts';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useScriptChoices } from '../../script-runs/hooks/use-script-choices.ts';
import { useScript } from '../../scripts/hooks/use-scripts.ts';
import { fieldsUnder, variableInputs } from './item-errors.ts';

const FORM_ID = 'policy-scheduled-script-form';
const scheduleOnly = scheduledScriptItemSchema.pick({ schedule: true });
type ScheduleValues = z.input<typeof scheduleOnly>;

export interface ScheduledScriptDialogProps {
  initial?: ScheduledScriptItem;
  /** Offers only the scripts for this operating system (the policy role's). */
  operatingSystem?: ScriptOperatingSystem;
  /** Sends the item; a rejection stays in the dialog. */
  onSave: (item: ScheduledScriptItem) => Promise<unknown>;
  onClose: () => void;
}

export function ScheduledScriptDialog(props: ScheduledScriptDialogProps) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <DialogFrame
      open
      onClose={props.onClose}
      size="wide"
      busy={pending}
      title={props.initial ? t('scheduledScript.editTitle') : t('scheduledScript.addTitle')}
      actions={
        <>
          <CloseButton label={tc('actions.cancel')} disabled={pending} />
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary"
            disabled={pending}
            aria-busy={pending}
          >
            {t('scheduledScript.save')}
          </button>
        </>
      }
    >
      <ScheduledScriptForm {...props} setPending={setPending} />
    </DialogFrame>
  );
}

function ScheduledScriptForm({
  initial,
  operatingSystem,
  onSave,
  onClose,
  setPending,
}: ScheduledScriptDialogProps & { setPending: (pending: boolean) => void }) {
  const { t } = useTranslation('policies');
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [scriptId, setScriptId] = useState<number | null>(initial?.scriptId ?? null);
  const [values, setValues] = useState<VariableFormValues>(variableInputs(initial?.variables ?? {}));
  const [variableErrors, setVariableErrors] = useState<VariableFormErrors>({});
  const [alert, setAlert] = useState<string>();
  const choices = useScriptChoices(search, operatingSystem);
  const script = useScript(scriptId);
  const chosen = script.data && script.data.id === scriptId ? script.data : undefined;
  const form = useForm<ScheduleValues, unknown, z.output<typeof scheduleOnly>>({
    resolver: useFormResolver(scheduleOnly),
    defaultValues: { schedule: initial?.schedule ?? planFormDefaults().schedule },
  });

  const choose = (id: number) => {
    setScriptId(id);
    setValues({});
    setVariableErrors({});
    setAlert(undefined);
  };

  /** The server's messages: variables on their inputs, the schedule on its fields, the rest above. */
  const place = (error: unknown) => {
    setVariableErrors(fieldsUnder(error, 'variables'));
    const schedule = Object.entries(fieldsUnder(error, 'schedule'));
    for (const [name, message] of schedule)
      form.setError(`schedule.${name}` as Path<ScheduleValues>, { type: 'server', message });
    const fields = error instanceof ApiRequestError ? Object.keys(error.fields ?? {}) : [];
    if (fields.length === 0 || fields.some((f) => !/^value\.(variables|schedule)\./.test(f)))
      setAlert(errorMessage(error));
  };

  const submit = (event: FormEvent) => {
    const check = chosen ? checkVariableValues(chosen.variables, values) : undefined;
    setVariableErrors(check && !check.ok ? check.errors : {});
    setAlert(chosen ? undefined : t('scheduledScript.choose'));
    void form.handleSubmit(async ({ schedule }) => {
      if (!chosen || !check?.ok) return;
      setPending(true);
      try {
        await onSave({
          enabled: initial?.enabled ?? true,
          scriptId: chosen.id,
          variables: check.values,
          schedule,
        });
      } catch (error) {
        place(error);
        setPending(false);
        return;
      }
      setPending(false);
      onClose();
    })(event);
  };

  return (
    <form id={FORM_ID} className="scheduled-script-form" noValidate onSubmit={submit}>
      <FormAlert message={alert} />
      <ScriptChoiceForm
        search={search}
        onSearch={setSearch}
        scripts={choices.data?.results}
        loading={choices.isFetching}
        failed={choices.isError}
        selectedId={scriptId}
        onSelect={choose}
        chosen={chosen}
        chosenError={script.isError ? errorMessage(script.error) : undefined}
        values={chosen ? { ...emptyVariableValues(chosen.variables), ...values } : values}
        onValuesChange={setValues}
        errors={variableErrors}
        className="scheduled-script-form__variables"
        labels={{
          variables: t('scheduledScript.variables'),
          choose: t('scheduledScript.choose'),
          loading: t('scheduledScript.loading'),
        }}
      />
      {/* The backup plans' schedule fields: the same schedule shape under the same 'schedule' path. */}
      <ScheduleFields form={form as unknown as Parameters<typeof ScheduleFields>[0]['form']} />
    </form>
  );
}
