// The division settings form: its name and a switch per feature flag. Every flag is sent on save.
import { type DivisionConfig, divisionSettingsUpdateSchema, featureFlags } from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../../components/use-submit-error-handler/use-submit-error-handler.ts';
import { useUpdateDivisionSettings } from '../hooks/use-division-settings.ts';
import { FeatureFlagSwitch } from './feature-flag-switch.tsx';

const formValues = (config: DivisionConfig) => ({
  name: config.name,
  features: config.features,
  backupVideoUrl: config.branding.backupVideoUrl ?? '',
});

export function DivisionSettingsForm({ config }: { config: DivisionConfig }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useUpdateDivisionSettings();
  const form = useForm({
    resolver: useFormResolver(divisionSettingsUpdateSchema),
    defaultValues: formValues(config),
  });
  const onError = useSubmitErrorHandler(form, t('settings.toasts.saveFailed'));
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.show({ kind: 'success', title: t('settings.toasts.saved') });
      },
      onError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="division-settings">
      <section className="card division-settings__section">
        <h2>{t('settings.general')}</h2>
        <FormField label={t('settings.name')} error={errors.name?.message}>
          {(field) => <input {...field} {...form.register('name')} maxLength={100} autoComplete="off" />}
        </FormField>
        <FormField
          label={t('settings.backupVideoUrl')}
          hint={t('settings.backupVideoUrlHint')}
          error={errors.backupVideoUrl?.message}
        >
          {(field) => (
            <input
              {...field}
              {...form.register('backupVideoUrl')}
              type="url"
              maxLength={2048}
              autoComplete="off"
            />
          )}
        </FormField>
      </section>
      <section className="card division-settings__section">
        <h2>{t('settings.featureFlags')}</h2>
        <ul className="feature-flags">
          {featureFlags.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={`features.${flag}`}
              render={({ field }) => (
                <FeatureFlagSwitch flag={flag} checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          ))}
        </ul>
      </section>
      <FormAlert message={errors.root?.server?.message} />
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          {t('settings.discard')}
        </button>
        <button type="submit" className="button button--primary" disabled={!isDirty || save.isPending}>
          {t('actions.save', { ns: 'common' })}
        </button>
      </div>
    </form>
  );
}
