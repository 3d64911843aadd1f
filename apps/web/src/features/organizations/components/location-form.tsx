// The location form: name, address and description of one of an organisation's locations.
import { type Location, type LocationInput, locationInputSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';

export interface LocationFormProps {
  location?: Location;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: LocationInput) => Promise<Location>;
  onDone: () => void;
}

export function LocationForm({ location, onSave, onDone }: LocationFormProps) {
  const { t } = useTranslation('organizations');
  const form = useForm({
    resolver: useFormResolver(locationInputSchema),
    defaultValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      description: location?.description ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('locations.toasts.saveFailed'),
    successTitle: (saved) =>
      t(location ? 'locations.toasts.updated' : 'locations.toasts.created', { name: saved.name }),
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('locations.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={form.control}
        name="address"
        label={t('locations.form.address')}
        maxLength={500}
        rows={2}
        error={errors.address?.message}
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={t('locations.form.description')}
        maxLength={1000}
        rows={2}
        error={errors.description?.message}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={location ? t('actions.save', { ns: 'common' }) : t('locations.form.create')}
        pending={isSubmitting}
      />
    </form>
  );
}
