// The Windows-service condition form (spec 001): serviceName is required and checked when the field
// loses focus; a picker fed by the device's live service list fills the name and display name, and
// says 'Windows Services could not load' when the list cannot be had (the name can still be typed).
import { type WindowsServiceFormValues, windowsServiceFormSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import type { ServiceLookupState } from '../hooks/use-windows-services.ts';

export interface WindowsServiceFormProps {
  /** The form element's id, so that a dialog's foot can submit it. */
  id: string;
  initial?: WindowsServiceFormValues;
  lookup: ServiceLookupState;
  onSubmit: (values: WindowsServiceFormValues) => void;
}

const blank: WindowsServiceFormValues = { serviceName: '', displayName: '' };

export function WindowsServiceForm({ id, initial = blank, lookup, onSubmit }: WindowsServiceFormProps) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const form = useForm<WindowsServiceFormValues>({
    resolver: useFormResolver(windowsServiceFormSchema),
    defaultValues: initial,
    mode: 'onBlur',
  });
  const { register, setValue, formState, watch } = form;
  const serviceName = watch('serviceName');
  const chosen = lookup.services.some((s) => s.serviceName === serviceName) ? serviceName : '';

  const pick = (name: string) => {
    const service = lookup.services.find((s) => s.serviceName === name);
    if (!service) return;
    setValue('serviceName', service.serviceName, { shouldValidate: true, shouldDirty: true });
    setValue('displayName', service.displayName, { shouldDirty: true });
  };

  return (
    <form id={id} className="windows-service-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {lookup.status !== 'idle' && (
        <FormField label={t('windowsService.picker')}>
          {(control) => (
            <select
              {...control}
              value={chosen}
              disabled={lookup.status !== 'ready'}
              onChange={(e) => pick(e.target.value)}
            >
              <option value="">
                {lookup.status === 'loading' ? tc('loading') : t('windowsService.choose')}
              </option>
              {lookup.services.map((s) => (
                <option key={s.serviceName} value={s.serviceName}>
                  {t('windowsService.option', { displayName: s.displayName, serviceName: s.serviceName })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {lookup.status === 'failed' && (
        <p role="alert" className="form-error">
          {t('windowsService.loadFailed')}
        </p>
      )}
      <FormField
        label={t('windowsService.serviceName')}
        error={
          formState.errors.serviceName &&
          (serviceName.trim() === '' ? tc('errors.required') : formState.errors.serviceName.message)
        }
      >
        {(control) => <input {...control} type="text" autoComplete="off" {...register('serviceName')} />}
      </FormField>
      <FormField label={t('windowsService.displayName')}>
        {(control) => <input {...control} type="text" autoComplete="off" {...register('displayName')} />}
      </FormField>
    </form>
  );
}
