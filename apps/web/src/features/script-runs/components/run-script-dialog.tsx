// 'Run script': pick a library script, fill its variables in the run form, and run it on the chosen
// devices. The values are checked with the domain's schema before they leave, and sent typed (numbers,
// booleans); the server's 400 lands on the variable it names, anything else in the dialog's alert.
import type { Script, ScriptOperatingSystem, ScriptVariableValues } from '@warden/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { ScriptChoiceForm } from '../../../components/script-picker/script-choice-form.tsx';
import {
  checkVariableValues,
  type VariableFormErrors,
  type VariableFormValues,
} from '../../../components/script-variables/variable-values.ts';
import { useScript } from '../../scripts/hooks/use-scripts.ts';
import { useScriptChoices } from '../hooks/use-script-choices.ts';
import { runErrorsFrom } from './run-errors.ts';

export interface RunScriptDialogProps {
  deviceCount: number;
  /** Lists only the scripts for this operating system (the devices' own). */
  operatingSystem?: ScriptOperatingSystem;
  /** Starts the runs; a rejection is shown in the dialog. */
  onRun: (script: Script, values: ScriptVariableValues) => Promise<void>;
  onClose: () => void;
}

export function RunScriptDialog({ deviceCount, operatingSystem, onRun, onClose }: RunScriptDialogProps) {
  const { t } = useTranslation('scriptRuns');
  const errorMessage = useErrorMessage();
  const formId = useId();
  const [search, setSearch] = useState('');
  const [scriptId, setScriptId] = useState<number | null>(null);
  const [values, setValues] = useState<VariableFormValues>({});
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choices = useScriptChoices(search, operatingSystem);
  const script = useScript(scriptId);
  const chosen = script.data && script.data.id === scriptId ? script.data : undefined;

  const choose = (id: number) => {
    setScriptId(id);
    setValues({});
    setErrors({});
    setAlert(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setAlert(t('dialog.choose'));
      return;
    }
    const check = checkVariableValues(chosen.variables, values);
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(t('dialog.fixErrors'));
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await onRun(chosen, check.values);
    } catch (error) {
      const placed = runErrorsFrom(error, errorMessage);
      setErrors(placed.variables);
      setAlert(placed.message ?? t('dialog.fixErrors'));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      size="wide"
      busy={pending}
      title={t('dialog.titleDevices', { count: deviceCount })}
      className="run-script-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={pending || !chosen}
            aria-busy={pending}
          >
            {t('dialog.run')}
          </button>
        </>
      }
    >
      <form id={formId} className="run-script-dialog__form" onSubmit={submit} noValidate>
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
          values={values}
          onValuesChange={setValues}
          errors={errors}
          disabled={pending}
          className="run-script-dialog__variables"
          labels={{
            variables: t('dialog.variables'),
            choose: t('dialog.choose'),
            loading: t('dialog.loading'),
          }}
          detail={
            chosen && (
              <p className="field__hint">
                {t('dialog.chosen', {
                  name: chosen.name,
                  language: t(`languages.${chosen.language}`, { ns: 'scripts' }),
                  timeout: chosen.timeoutSeconds,
                })}
              </p>
            )
          }
        />
        {alert && (
          <p role="alert" className="form-error">
            {alert}
          </p>
        )}
      </form>
    </DialogFrame>
  );
}
