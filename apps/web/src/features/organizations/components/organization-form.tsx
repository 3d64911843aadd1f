// The organisation form: name and description, for a new organisation or an existing one.
import { type Organization, type OrganizationDetail, organizationInputSchema } from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../hooks/use-form-resolver.ts';
import { useCreateOrganization, useUpdateOrganization } from '../hooks/use-organization-mutations.ts';
import { useSubmitErrorHandler } from '../hooks/use-submit-error-handler.ts';
import { DialogActions } from './form-dialog.tsx';
import { FormAlert, FormField } from './form-field.tsx';

export interface OrganizationFormProps {
  organization?: Organization;
  onDone: (saved: OrganizationDetail) => void;
}

export function OrganizationForm({ organization, onDone }: OrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const toast = useToast();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const form = useForm({
    resolver: useFormResolver(organizationInputSchema),
    defaultValues: { name: organization?.name ?? '', description: organization?.description ?? '' },
  });
  const onError = useSubmitErrorHandler(form, t('customersList.toasts.saveFailed'));
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    const onSuccess = (saved: OrganizationDetail) => {
      toast.show({
        kind: 'success',
        title: t(organization ? 'customersList.toasts.updated' : 'customersList.toasts.created', {
          name: saved.name,
        }),
      });
      onDone(saved);
    };
    if (organization) update.mutate({ id: organization.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
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
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
