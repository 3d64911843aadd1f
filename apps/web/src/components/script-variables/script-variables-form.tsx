// The run form of a script's variables (spec 001, section 5): one input per variable by its type,
// each keystroke and paste sanitised by the domain's rule for that type, a required non-checkbox
// variable marked '*', and each variable's own error beneath it.
import { DECIMAL_STEP, type ScriptVariable, sanitizeVariableInput, showsRequiredMark } from '@warden/domain';
import { type ClipboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox/checkbox.tsx';
import type { VariableFormErrors, VariableFormValues } from './variable-values.ts';

export interface ScriptVariablesFormProps {
  variables: readonly ScriptVariable[];
  value: VariableFormValues;
  onChange: (value: VariableFormValues) => void;
  /** Messages keyed by calculatedName, e.g. from checkVariableValues or a 400's fields. */
  errors?: VariableFormErrors;
  disabled?: boolean;
}

const NO_ERRORS: VariableFormErrors = {};

export function ScriptVariablesForm({
  variables,
  value,
  onChange,
  errors = NO_ERRORS,
  disabled = false,
}: ScriptVariablesFormProps) {
  const { t } = useTranslation('scripts');
  if (variables.length === 0) return <p className="script-variables-form__none">{t('runForm.none')}</p>;
  return (
    <div className="script-variables-form">
      {variables.map((variable) => (
        <VariableInput
          key={variable.calculatedName}
          variable={variable}
          value={value[variable.calculatedName]}
          error={errors[variable.calculatedName]}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, [variable.calculatedName]: next })}
        />
      ))}
    </div>
  );
}

interface VariableInputProps {
  variable: ScriptVariable;
  value: string | boolean | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
}

function VariableInput({ variable, value, error, disabled, onChange }: VariableInputProps) {
  const { t } = useTranslation('scripts');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [variable.description ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const sanitize = (raw: string) => sanitizeVariableInput(variable.type, raw);
  const control = {
    id,
    name: variable.calculatedName,
    disabled,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    'aria-required': variable.required || undefined,
  };
  // A number input hides what it cannot parse from its value, so its paste is sanitised before it
  // lands rather than after.
  const pasteIntoNumber = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(sanitize(text + event.clipboardData.getData('text')));
  };

  let input: ReactNode;
  switch (variable.type) {
    case 'CHECKBOX':
      return (
        <div className="field script-variables-form__checkbox" data-variable={variable.calculatedName}>
          <Checkbox
            id={id}
            name={variable.calculatedName}
            label={variable.name}
            checked={value === true}
            disabled={disabled}
            onCheckedChange={onChange}
          />
          <Notes variable={variable} error={error} hintId={hintId} errorId={errorId} />
        </div>
      );
    case 'DROPDOWN':
      input = (
        <select {...control} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('runForm.choose')}</option>
          {variable.valueList.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'DATE':
      input = <input {...control} type="date" value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'DATETIME':
      input = (
        <input {...control} type="datetime-local" value={text} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'DECIMAL':
      input = (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={DECIMAL_STEP}
          value={text}
          onPaste={pasteIntoNumber}
          onChange={(e) => onChange(sanitize(e.target.value))}
        />
      );
      break;
    case 'INTEGER':
    case 'IPADDRESS':
      input = (
        <input
          {...control}
          type="text"
          inputMode={variable.type === 'INTEGER' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(e) => onChange(sanitize(e.target.value))}
        />
      );
      break;
    case 'TEXT':
      input = (
        <input
          {...control}
          type="text"
          autoComplete="off"
          value={text}
          onChange={(e) => onChange(sanitize(e.target.value))}
        />
      );
      break;
  }
  return (
    <div className="field" data-variable={variable.calculatedName}>
      <label htmlFor={id}>
        {variable.name}
        {showsRequiredMark(variable) && (
          <span className="script-variables-form__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {input}
      <Notes variable={variable} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

function Notes({
  variable,
  error,
  hintId,
  errorId,
}: {
  variable: ScriptVariable;
  error: string | undefined;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {variable.description && (
        <span id={hintId} className="field__hint">
          {variable.description}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </>
  );
}
