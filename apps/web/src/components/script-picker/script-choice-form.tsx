// A library script and its variables, for every dialog that runs or schedules one: the picker, then
// the chosen script's typed variables form. Presentational: the caller fetches and checks.
import type { Script } from '@warden/domain';
import type { ReactNode } from 'react';
import { ScriptVariablesForm } from '../script-variables/script-variables-form.tsx';
import type { VariableFormErrors, VariableFormValues } from '../script-variables/variable-values.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { ScriptPicker, type ScriptPickerProps } from './script-picker.tsx';

/** scripts: the library's matching scripts, already limited to the target's operating system. */
export interface ScriptChoiceFormProps extends ScriptPickerProps {
  /** The selected script once loaded. */
  chosen: Script | undefined;
  /** Why the selected script could not be loaded. */
  chosenError?: string;
  values: VariableFormValues;
  onValuesChange: (values: VariableFormValues) => void;
  errors: VariableFormErrors;
  disabled?: boolean;
  /** Shown under the chosen script's name. */
  detail?: ReactNode;
  className: string;
  labels: { variables: string; choose: string; loading: string };
}

export function ScriptChoiceForm(props: ScriptChoiceFormProps) {
  const {
    chosen,
    chosenError,
    values,
    onValuesChange,
    errors,
    disabled,
    detail,
    className,
    labels,
    ...picker
  } = props;
  return (
    <>
      <ScriptPicker {...picker} />
      <section className={className} aria-label={labels.variables}>
        {picker.selectedId === null ? (
          <p className="field__hint">{labels.choose}</p>
        ) : chosen ? (
          <>
            <h3>{chosen.name}</h3>
            {detail}
            <ScriptVariablesForm
              variables={chosen.variables}
              value={values}
              onChange={onValuesChange}
              errors={errors}
              disabled={disabled}
            />
          </>
        ) : chosenError !== undefined ? (
          <p role="alert" className="form-error">
            {chosenError}
          </p>
        ) : (
          <Spinner label={labels.loading} />
        )}
      </section>
    </>
  );
}
