// The form that adds a technician: e-mail, names, phone, role and an initial password.
import {
  type Technician,
  type TechnicianCreate,
  type TechnicianRole,
  technicianCreateSchema,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../../components/use-submit-error-handler/use-submit-error-handler.ts';
import { TechnicianProfileFields } from './technician-profile-fields.tsx';

export interface TechnicianCreateFormProps {
  roles: TechnicianRole[];
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: TechnicianCreate) => Promise<Technician>;
  onDone: () => void;
}

export function TechnicianCreateForm({ roles, onSave, onDone }: TechnicianCreateFormProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const form = useForm({
    resolver: useFormResolver(technicianCreateSchema),
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', password: '' },
  });
  const onError = useSubmitErrorHandler(form, t('technicians.toasts.saveFailed'));
  const { register, formState } = form;
  const { errors } = formState;
  // Registered first so that a failed submit focuses the fields in the order they are shown.
  const email = register('email');

  const submit = form.handleSubmit(async (values) => {
    let technician: Technician;
    try {
      technician = await onSave({ ...values, phone: values.phone || null });
    } catch (error) {
      onError(error);
      return;
    }
    toast.show({ kind: 'success', title: t('technicians.toasts.created', { name: technician.displayName }) });
    onDone();
  });

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
      <DialogActions submitLabel={t('technicians.form.create')} pending={formState.isSubmitting} />
    </form>
  );
}
