// The location form: name, address and description of one of an organisation's locations.
import { type Location, type LocationInput, locationInputSchema } from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../../components/use-submit-error-handler/use-submit-error-handler.ts';

export interface LocationFormProps {
  location?: Location;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: LocationInput) => Promise<Location>;
  onDone: () => void;
}

export function LocationForm({ location, onSave, onDone }: LocationFormProps) {
  const { t } = useTranslation('organizations');
  const toast = useToast();
  const form = useForm({
    resolver: useFormResolver(locationInputSchema),
    defaultValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      description: location?.description ?? '',
    },
  });
  const onError = useSubmitErrorHandler(form, t('locations.toasts.saveFailed'));
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    let saved: Location;
    try {
      saved = await onSave(body);
    } catch (error) {
      onError(error);
      return;
    }
    toast.show({
      kind: 'success',
      title: t(location ? 'locations.toasts.updated' : 'locations.toasts.created', { name: saved.name }),
    });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('locations.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={200} autoComplete="off" />}
      </FormField>
      <Controller
        control={form.control}
        name="address"
        render={({ field }) => (
          <TextArea
            label={t('locations.form.address')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={500}
            rows={2}
            error={errors.address?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <TextArea
            label={t('locations.form.description')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={1000}
            rows={2}
            error={errors.description?.message}
          />
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={location ? t('actions.save', { ns: 'common' }) : t('locations.form.create')}
        pending={isSubmitting}
      />
    </form>
  );
}
