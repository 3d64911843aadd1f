// The location form: name, address and description of one of an organisation's locations.
import { type Location, locationInputSchema } from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../hooks/use-form-resolver.ts';
import { useCreateLocation, useUpdateLocation } from '../hooks/use-organization-mutations.ts';
import { useSubmitErrorHandler } from '../hooks/use-submit-error-handler.ts';
import { DialogActions } from './form-dialog.tsx';
import { FormAlert, FormField } from './form-field.tsx';

export interface LocationFormProps {
  organizationId: number;
  location?: Location;
  onDone: () => void;
}

export function LocationForm({ organizationId, location, onDone }: LocationFormProps) {
  const { t } = useTranslation('organizations');
  const toast = useToast();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useForm({
    resolver: useFormResolver(locationInputSchema),
    defaultValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      description: location?.description ?? '',
    },
  });
  const onError = useSubmitErrorHandler(form, t('locations.toasts.saveFailed'));
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    const onSuccess = (saved: Location) => {
      toast.show({
        kind: 'success',
        title: t(location ? 'locations.toasts.updated' : 'locations.toasts.created', { name: saved.name }),
      });
      onDone();
    };
    if (location) update.mutate({ organizationId, locationId: location.id, body }, { onSuccess, onError });
    else create.mutate({ organizationId, body }, { onSuccess, onError });
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
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
