// The device's details (spec 001 section 3, sample device fields): required fields marked *, each
// checked on blur with the same schema the server applies. Blank inputs are sent as absent.
import {
  type DeviceDetailsAnswer,
  requiredSampleDeviceFields,
  type SampleDeviceFieldName,
  type SampleDeviceFields,
  sampleDeviceFieldNames,
  sampleDeviceFieldsSchema,
  withoutBlankFields,
} from '@warden/domain';
import { useMemo } from 'react';
import { type Resolver, type ResolverOptions, type ResolverResult, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';

export interface DeviceDetailsFormProps {
  answer: DeviceDetailsAnswer;
  save: (details: SampleDeviceFields) => Promise<DeviceDetailsAnswer>;
}

type FormValues = Record<SampleDeviceFieldName, string>;

const required = new Set<SampleDeviceFieldName>(requiredSampleDeviceFields);

/** The saved record, else the suggested values; every field as text so each input is controlled. */
function formValues(answer: DeviceDetailsAnswer): FormValues {
  const source = answer.details ?? answer.suggested;
  return Object.fromEntries(sampleDeviceFieldNames.map((name) => [name, source[name] ?? ''])) as FormValues;
}

export function DeviceDetailsForm({ answer, save }: DeviceDetailsFormProps) {
  const { t } = useTranslation('deviceSettings');
  const { t: tc } = useTranslation();
  const schemaResolver = useFormResolver(sampleDeviceFieldsSchema);
  // Blank inputs leave the field out before the schema sees it, as the save will.
  const resolver = useMemo<Resolver<FormValues, unknown, SampleDeviceFields>>(
    () => async (values, context, options) =>
      (await schemaResolver(
        withoutBlankFields(values) as SampleDeviceFields,
        context,
        options as unknown as ResolverOptions<SampleDeviceFields>,
      )) as ResolverResult<FormValues, SampleDeviceFields>,
    [schemaResolver],
  );
  const form = useForm<FormValues, unknown, SampleDeviceFields>({
    resolver,
    defaultValues: formValues(answer),
    mode: 'onBlur',
  });
  const { register, formState } = form;
  const submit = useSaveSubmit(form, {
    save,
    failureTitle: t('details.saveFailed'),
    successTitle: () => t('details.saved'),
    onDone: (saved) => form.reset(formValues(saved)),
  });
  return (
    <form className="device-settings-form" onSubmit={submit} noValidate aria-label={t('details.formLabel')}>
      <p className="field__hint">{t('details.requiredNote')}</p>
      {sampleDeviceFieldNames.map((name) => (
        <FormField
          key={name}
          label={required.has(name) ? `${t(`details.fields.${name}`)} *` : t(`details.fields.${name}`)}
          hint={name === 'managementLink' ? t('details.managementLinkHint') : undefined}
          error={formState.errors[name]?.message}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              aria-required={required.has(name)}
              inputMode={name === 'managementLink' ? 'url' : undefined}
              {...register(name)}
            />
          )}
        </FormField>
      ))}
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {tc('actions.save')}
        </button>
      </div>
    </form>
  );
}
