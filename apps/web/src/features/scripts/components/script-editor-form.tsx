// The script editor's form: the record's fields, the body in the code editor with the language's
// syntax, the variables and a preview of their run form. The domain's input schema checks it as the
// server will, and a 400's field messages land on the same fields, a variable's on that variable.
import {
  type Script,
  type ScriptInput,
  type ScriptInputParsed,
  scriptArchitectures,
  scriptInputSchema,
  scriptLanguages,
  scriptOperatingSystems,
  scriptRunAsModes,
} from '@warden/domain';
import { type Control, Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { LazyCodeEditor } from '../../../components/code-editor/code-editor-lazy.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useScriptCategories } from '../hooks/use-script-categories.ts';
import { codeLanguageOf } from '../script-routes.ts';
import { CheckGroup, type CheckGroupProps } from './check-group.tsx';
import { RunFormPreview } from './run-form-preview.tsx';
import { formErrorPath, formToBody, operatingSystemsFor, previewVariables } from './script-form-values.ts';
import { VariablesEditor } from './variables-editor.tsx';

export interface ScriptEditorFormProps {
  initial: ScriptInput;
  /** False shows the script without letting it change. */
  editable: boolean;
  onSave: (body: ScriptInput) => Promise<Script>;
  onSaved: (script: Script) => void;
  onCancel: () => void;
}

type ScriptControl = Control<ScriptInput, unknown, ScriptInputParsed>;

/** One of the script's lists (operating systems, architectures, categories) as a group of checkboxes. */
function CheckGroupField({
  control,
  name,
  ...group
}: { control: ScriptControl; name: 'operatingSystems' | 'architectures' | 'categories' } & Omit<
  CheckGroupProps<string | number>,
  'value' | 'onChange' | 'error'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckGroup
          {...group}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function ScriptEditorForm({ initial, editable, onSave, onSaved, onCancel }: ScriptEditorFormProps) {
  const { t } = useTranslation('scripts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const categories = useScriptCategories();
  const form = useForm<ScriptInput, unknown, ScriptInputParsed>({
    resolver: useFormResolver(scriptInputSchema),
    defaultValues: initial,
  });
  const { register, control, formState, setValue, getValues } = form;
  const { errors } = formState;
  const language = useWatch({ control, name: 'language' });
  const variables = useWatch({ control, name: 'variables' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(formToBody(values));
      toast.show({ kind: 'success', title: t('editor.saved', { name: saved.name }) });
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error);
      let placed = 0;
      if (error instanceof ApiRequestError && error.fields) {
        for (const [name, fieldMessage] of Object.entries(error.fields)) {
          const path = formErrorPath(name) as Path<ScriptInput>;
          form.setError(path, { type: 'server', message: fieldMessage }, { shouldFocus: placed === 0 });
          placed++;
        }
      }
      if (!placed) form.setError('root.server', { type: 'server', message });
      toast.show({ kind: 'error', title: t('editor.saveFailed'), description: message });
    }
  });

  return (
    <form className="script-editor" onSubmit={submit} noValidate>
      <fieldset className="script-editor__fields" disabled={!editable}>
        <FormField label={t('editor.name')} error={errors.name?.message}>
          {(field) => <input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label={t('editor.description')} error={errors.description?.message}>
          {(field) => <textarea {...field} {...register('description')} rows={2} />}
        </FormField>
        <div className="script-editor__row">
          <FormField label={t('editor.language')} error={errors.language?.message}>
            {(field) => (
              <select
                {...field}
                {...register('language', {
                  // A language keeps only the operating systems it runs on.
                  onChange: (event) =>
                    setValue(
                      'operatingSystems',
                      operatingSystemsFor(event.target.value, getValues('operatingSystems') ?? []),
                    ),
                })}
              >
                {scriptLanguages.map((option) => (
                  <option key={option} value={option}>
                    {t(`languages.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('editor.runAs')} error={errors.runAs?.message}>
            {(field) => (
              <select {...field} {...register('runAs')}>
                {scriptRunAsModes.map((option) => (
                  <option key={option} value={option}>
                    {t(`runAs.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('editor.timeout')}
            hint={t('editor.timeoutHint')}
            error={errors.timeoutSeconds?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('timeoutSeconds', { valueAsNumber: true })}
                type="number"
                min={1}
                step={1}
              />
            )}
          </FormField>
        </div>
        <CheckGroupField
          control={control}
          name="operatingSystems"
          legend={t('editor.operatingSystems')}
          options={scriptOperatingSystems.map((os) => ({ value: os, label: t(`operatingSystems.${os}`) }))}
          disabled={!editable}
        />
        <CheckGroupField
          control={control}
          name="architectures"
          legend={t('editor.architectures')}
          options={scriptArchitectures.map((a) => ({ value: a, label: t(`architectures.${a}`) }))}
          disabled={!editable}
        />
        <CheckGroupField
          control={control}
          name="categories"
          legend={t('editor.categories')}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          disabled={!editable}
          emptyText={t('editor.noCategories')}
        />
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <div className="field">
              <span className="script-editor__label" id="script-body-label">
                {t('editor.body')}
              </span>
              <LazyCodeEditor
                value={field.value}
                onChange={field.onChange}
                language={codeLanguageOf[language]}
                label={t('editor.body')}
                readOnly={!editable}
                invalid={!!fieldState.error}
                describedBy={fieldState.error ? 'script-body-error' : undefined}
              />
              {fieldState.error && (
                <span id="script-body-error" className="field__error">
                  {fieldState.error.message}
                </span>
              )}
            </div>
          )}
        />
      </fieldset>
      <VariablesEditor form={form} disabled={!editable} />
      <RunFormPreview variables={previewVariables(variables)} />
      <FormAlert message={errors.root?.server?.message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        {editable && (
          <button
            type="submit"
            className="button button--primary"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {t('editor.save')}
          </button>
        )}
      </div>
    </form>
  );
}
