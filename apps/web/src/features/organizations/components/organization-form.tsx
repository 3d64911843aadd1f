// The organisation form: name and description, for a new organisation or an existing one.
import {
  type Organization,
  type OrganizationDetail,
  type OrganizationInput,
  organizationInputSchema,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';

export interface OrganizationFormProps {
  organization?: Organization;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: OrganizationInput) => Promise<OrganizationDetail>;
  onDone: (saved: OrganizationDetail) => void;
}

export function OrganizationForm({ organization, onSave, onDone }: OrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const form = useForm({
    resolver: useFormResolver(organizationInputSchema),
    defaultValues: { name: organization?.name ?? '', description: organization?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('customersList.toasts.saveFailed'),
    successTitle: (saved) =>
      t(organization ? 'customersList.toasts.updated' : 'customersList.toasts.created', { name: saved.name }),
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('customersList.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={form.control}
        name="description"
        label={t('customersList.form.description')}
        maxLength={1000}
        rows={3}
        error={errors.description?.message}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={organization ? t('actions.save', { ns: 'common' }) : t('customersList.form.create')}
        pending={isSubmitting}
      />
    </form>
  );
}
