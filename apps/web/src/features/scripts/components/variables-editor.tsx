// The script's variables in the editor: add, remove and reorder them, and edit each one's name (with
// the environment variable name the domain derives from it), type, description, required flag and,
// for a DROPDOWN, its values, one a line.
import {
  calculatedNameOf,
  type ScriptInput,
  type ScriptInputParsed,
  type ScriptVariableInput,
  scriptVariableTypes,
} from '@warden/domain';
import { useState } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';

type ScriptForm = UseFormReturn<ScriptInput, unknown, ScriptInputParsed>;

const newVariable = (): ScriptVariableInput => ({
  name: '',
  type: 'TEXT',
  description: '',
  required: false,
  valueList: [],
});

export function VariablesEditor({ form, disabled }: { form: ScriptForm; disabled: boolean }) {
  const { t } = useTranslation('scripts');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'variables' });
  const listError =
    form.formState.errors.variables?.message ?? form.formState.errors.variables?.root?.message;
  return (
    <fieldset className="script-variables" disabled={disabled}>
      <legend>{t('editor.variables.title')}</legend>
      {fields.length === 0 && <p className="field__hint">{t('editor.variables.none')}</p>}
      <ol className="script-variables__list">
        {fields.map((field, index) => (
          <li key={field.id} className="script-variables__item">
            <VariableRow form={form} index={index} disabled={disabled} />
            <div className="script-variables__row-actions">
              <button
                type="button"
                className="button button--link"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                {t('editor.variables.moveUp', { number: index + 1 })}
              </button>
              <button
                type="button"
                className="button button--link"
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {t('editor.variables.moveDown', { number: index + 1 })}
              </button>
              <button type="button" className="button button--link" onClick={() => remove(index)}>
                {t('editor.variables.remove', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {listError && <p className="field__error">{listError}</p>}
      <button type="button" className="button" onClick={() => append(newVariable())}>
        {t('editor.variables.add')}
      </button>
    </fieldset>
  );
}

function VariableRow({ form, index, disabled }: { form: ScriptForm; index: number; disabled: boolean }) {
  const { t } = useTranslation('scripts');
  const { register, control, setValue } = form;
  const errors: FieldErrors<ScriptVariableInput> | undefined = form.formState.errors.variables?.[index];
  const name = useWatch({ control, name: `variables.${index}.name` }) ?? '';
  const type = useWatch({ control, name: `variables.${index}.type` });
  const calculatedName = calculatedNameOf(name);
  return (
    <fieldset className="script-variables__fields">
      <legend className="visually-hidden">{t('editor.variables.item', { number: index + 1 })}</legend>
      <FormField
        label={t('editor.variables.name')}
        hint={
          calculatedName
            ? t('editor.variables.calculatedName', { name: calculatedName })
            : t('editor.variables.noCalculatedName')
        }
        error={errors?.name?.message}
      >
        {(control) => <input {...control} {...register(`variables.${index}.name`)} autoComplete="off" />}
      </FormField>
      <FormField label={t('editor.variables.type')} error={errors?.type?.message}>
        {(fieldControl) => (
          <select
            {...fieldControl}
            {...register(`variables.${index}.type`, {
              // Only a DROPDOWN keeps a value list; leaving the type drops it.
              onChange: (event) => {
                if (event.target.value !== 'DROPDOWN') setValue(`variables.${index}.valueList`, []);
              },
            })}
          >
            {scriptVariableTypes.map((option) => (
              <option key={option} value={option}>
                {t(`variableTypes.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('editor.variables.description')} error={errors?.description?.message}>
        {(control) => (
          <input {...control} {...register(`variables.${index}.description`)} autoComplete="off" />
        )}
      </FormField>
      <Controller
        control={control}
        name={`variables.${index}.required`}
        render={({ field }) => (
          <Checkbox
            label={t('editor.variables.required')}
            name={field.name}
            checked={field.value === true}
            disabled={disabled}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {type === 'DROPDOWN' && (
        <Controller
          control={control}
          name={`variables.${index}.valueList`}
          render={({ field, fieldState }) => (
            <ValueListField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? firstItemError(fieldState.error)}
            />
          )}
        />
      )}
    </fieldset>
  );
}

/** A value list's message may sit on one of its values rather than on the list. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}

function ValueListField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('scripts');
  // The text keeps what is being typed (a new empty line); the list gets the filled lines.
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <FormField
      label={t('editor.variables.valueList')}
      hint={t('editor.variables.valueListHint')}
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(
              event.target.value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            );
          }}
        />
      )}
    </FormField>
  );
}
