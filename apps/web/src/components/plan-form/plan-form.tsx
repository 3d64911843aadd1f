// The plan form: name, type, destination, schedule, what to back up, retention, local path and
// permissions; validated with the domain's planInputSchema, the server's field errors shown in place.
// It sends through the caller's onSave, so the form itself makes no call: a device's plan definition
// and a policy's backup plan share it.
import { commonFolders, type PlanDefinition, type PlanInput, planInputSchema } from '@warden/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../form-field/form-field.tsx';
import { useFormResolver } from '../use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../use-submit-error-handler/use-save-submit.ts';
import { LinesField } from './lines-field.tsx';
import { type PlanFormValues, planBody, planFormDefaults } from './plan-form-values.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import './plan-form.css';

export interface PlanFormProps<Saved extends { name: string } = PlanDefinition> {
  plan?: PlanInput;
  /** Sends the plan; the caller's hook talks to the server. */
  onSave: (body: PlanInput) => Promise<Saved>;
  onDone: (saved: Saved) => void;
  onCancel: () => void;
}

/** A list field's message: its own (a refinement), or the first of its items. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  return Object.values(error as Record<string, { message?: string } | undefined>).find((e) => e?.message)
    ?.message;
}

export function PlanForm<Saved extends { name: string } = PlanDefinition>({
  plan,
  onSave,
  onDone,
  onCancel,
}: PlanFormProps<Saved>) {
  const { t } = useTranslation('backup');
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: useFormResolver(planInputSchema),
    defaultValues: planFormDefaults(plan),
  });
  const submit = useSaveSubmit(form, {
    save: (values) => onSave(planBody(values)),
    failureTitle: t('plans.saveFailed'),
    successTitle: (saved) => t('plans.saved', { name: saved.name }),
    onDone,
  });
  const { errors, isSubmitting: pending } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const destination = useWatch({ control: form.control, name: 'destination' });
  const types =
    plan?.type === 'ARROW_IMAGE'
      ? (['FILE_FOLDER', 'IMAGE', 'ARROW_IMAGE'] as const)
      : (['FILE_FOLDER', 'IMAGE'] as const);
  const number = { valueAsNumber: true } as const;

  return (
    <form className="plan-form" noValidate onSubmit={submit}>
      <FormField label={t('plans.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={100} autoComplete="off" />}
      </FormField>
      <div className="plan-form__row">
        <FormField label={t('plans.form.type')} error={errors.type?.message}>
          {(field) => (
            <select {...field} {...form.register('type')}>
              {types.map((value) => (
                <option key={value} value={value}>
                  {t(`browser.planTypes.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('plans.form.destination')} error={errors.destination?.message}>
          {(field) => (
            <select {...field} {...form.register('destination')}>
              {(['CLOUD', 'LOCAL', 'BOTH'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`plans.destinations.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <ScheduleFields form={form} />
      {type === 'FILE_FOLDER' && (
        <Controller
          control={form.control}
          name="commonFolders"
          render={({ field }) => (
            <fieldset className="plan-form__choices">
              <legend>{t('plans.form.commonFolders')}</legend>
              {commonFolders.map((folder) => (
                <label key={folder} className="field--inline">
                  <input
                    type="checkbox"
                    checked={field.value?.includes(folder) ?? false}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? commonFolders.filter((f) => f === folder || field.value?.includes(f))
                          : (field.value ?? []).filter((f) => f !== folder),
                      )
                    }
                  />
                  {t(`plans.commonFolders.${folder}`)}
                </label>
              ))}
            </fieldset>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="paths"
        render={({ field }) => (
          <LinesField
            label={t('plans.form.paths')}
            hint={type === 'FILE_FOLDER' ? t('plans.form.pathsHint') : t('plans.form.volumesHint')}
            error={listError(errors.paths)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="exclusions"
        render={({ field }) => (
          <LinesField
            label={t('plans.form.exclusions')}
            hint={t('plans.form.exclusionsHint')}
            error={listError(errors.exclusions)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <fieldset className="plan-form__group">
        <legend>{t('plans.form.retention')}</legend>
        <div className="plan-form__row">
          <FormField label={t('plans.form.keepRevisions')} error={errors.retention?.keepRevisions?.message}>
            {(field) => (
              <input {...field} type="number" min={1} {...form.register('retention.keepRevisions', number)} />
            )}
          </FormField>
          <FormField
            label={t('plans.form.keepDays')}
            hint={t('plans.form.keepDaysHint')}
            error={errors.retention?.keepDays?.message}
          >
            {(field) => (
              <input {...field} type="number" min={0} {...form.register('retention.keepDays', number)} />
            )}
          </FormField>
        </div>
      </fieldset>
      {destination !== 'CLOUD' && (
        <FormField
          label={t('plans.form.localPath')}
          hint={t('plans.form.localPathHint')}
          error={errors.localPath?.message}
        >
          {(field) => (
            <input {...field} {...form.register('localPath')} maxLength={4096} autoComplete="off" />
          )}
        </FormField>
      )}
      <label className="field--inline">
        <input type="checkbox" {...form.register('backupPermissions')} />
        {t('plans.form.backupPermissions')}
      </label>
      <FormAlert message={errors.root?.server?.message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('plans.form.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
          {plan ? t('plans.form.save') : t('plans.form.create')}
        </button>
      </div>
    </form>
  );
}
