// The organisation form: name and description, for a new organisation or an existing one.
import {
  type Organization,
  type OrganizationDetail,
  type OrganizationInput,
  organizationInputSchema,
} from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../../components/use-submit-error-handler/use-submit-error-handler.ts';

export interface OrganizationFormProps {
  organization?: Organization;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: OrganizationInput) => Promise<OrganizationDetail>;
  onDone: (saved: OrganizationDetail) => void;
}

export function OrganizationForm({ organization, onSave, onDone }: OrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const toast = useToast();
  const form = useForm({
    resolver: useFormResolver(organizationInputSchema),
    defaultValues: { name: organization?.name ?? '', description: organization?.description ?? '' },
  });
  const onError = useSubmitErrorHandler(form, t('customersList.toasts.saveFailed'));
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    let saved: OrganizationDetail;
    try {
      saved = await onSave(body);
    } catch (error) {
      onError(error);
      return;
    }
    toast.show({
      kind: 'success',
      title: t(organization ? 'customersList.toasts.updated' : 'customersList.toasts.created', {
        name: saved.name,
      }),
    });
    onDone(saved);
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('customersList.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={200} autoComplete="off" />}
      </FormField>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <TextArea
            label={t('customersList.form.description')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={1000}
            rows={3}
            error={errors.description?.message}
          />
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={organization ? t('actions.save', { ns: 'common' }) : t('customersList.form.create')}
        pending={isSubmitting}
      />
    </form>
  );
}
