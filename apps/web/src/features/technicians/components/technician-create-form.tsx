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
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { TechnicianProfileFields } from './technician-profile-fields.tsx';

export interface TechnicianCreateFormProps {
  roles: TechnicianRole[];
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: TechnicianCreate) => Promise<Technician>;
  onDone: () => void;
}

export function TechnicianCreateForm({ roles, onSave, onDone }: TechnicianCreateFormProps) {
  const { t } = useTranslation('admin');
  const form = useForm({
    resolver: useFormResolver(technicianCreateSchema),
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', password: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  // Registered first so that a failed submit focuses the fields in the order they are shown.
  const email = register('email');

  const submit = useSaveSubmit(form, {
    save: (values) => onSave({ ...values, phone: values.phone || null }),
    failureTitle: t('technicians.toasts.saveFailed'),
    successTitle: (saved) => t('technicians.toasts.created', { name: saved.displayName }),
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('technicians.form.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...email} type="email" autoComplete="off" />}
      </FormField>
      <TechnicianProfileFields roles={roles} register={register} errors={errors} />
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
