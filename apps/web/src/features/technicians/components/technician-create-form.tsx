// The form that adds a technician: e-mail, names, phone, role and an initial password.
import { type TechnicianRole, technicianCreateSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { DialogActions } from '../../organizations/components/form-dialog.tsx';
import { FormAlert, FormField } from '../../organizations/components/form-field.tsx';
import { useFormResolver } from '../../organizations/hooks/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../organizations/hooks/use-submit-error-handler.ts';
import { useCreateTechnician } from '../hooks/use-technician-mutations.ts';
import { TechnicianProfileFields } from './technician-profile-fields.tsx';

export function TechnicianCreateForm({ roles, onDone }: { roles: TechnicianRole[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const create = useCreateTechnician();
  const form = useForm({
    resolver: useFormResolver(technicianCreateSchema),
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', password: '' },
  });
  const onError = useSubmitErrorHandler(form, t('technicians.toasts.saveFailed'));
  const { register, formState } = form;
  const { errors } = formState;
  // Registered first so that a failed submit focuses the fields in the order they are shown.
  const email = register('email');

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, phone: values.phone || null },
      {
        onSuccess: (technician) => {
          toast.show({
            kind: 'success',
            title: t('technicians.toasts.created', { name: technician.displayName }),
          });
          onDone();
        },
        onError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('technicians.form.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...email} type="email" autoComplete="off" />}
      </FormField>
      <TechnicianProfileFields
        roles={roles}
        register={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          phone: register('phone'),
          roleId: register('roleId', { valueAsNumber: true }),
        }}
        errors={{
          firstName: errors.firstName?.message,
          lastName: errors.lastName?.message,
          phone: errors.phone?.message,
          roleId: errors.roleId?.message,
        }}
      />
      <FormField
        label={t('technicians.form.password')}
        hint={t('technicians.form.passwordHint')}
        error={errors.password?.message}
      >
        {(control) => (
          <input {...control} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions submitLabel={t('technicians.form.create')} pending={create.isPending} />
    </form>
  );
}
