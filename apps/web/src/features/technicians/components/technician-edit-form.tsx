// The form that edits a technician: names, phone, role, status and an optional new password.
// Nobody can disable their own account, so for oneself the status is shown, not offered.
import {
  type Technician,
  type TechnicianRole,
  type TechnicianUpdate,
  technicianUpdateSchema,
  userStatuses,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { TechnicianProfileFields } from './technician-profile-fields.tsx';

export interface TechnicianEditFormProps {
  technician: Technician;
  roles: TechnicianRole[];
  self: boolean;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: TechnicianUpdate) => Promise<Technician>;
  onDone: () => void;
}

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export function TechnicianEditForm({ technician, roles, self, onSave, onDone }: TechnicianEditFormProps) {
  const { t } = useTranslation('admin');
  const form = useForm({
    resolver: useFormResolver(technicianUpdateSchema),
    defaultValues: {
      firstName: technician.firstName,
      lastName: technician.lastName,
      phone: technician.phone ?? '',
      roleId: technician.roleId ?? undefined,
      status: technician.status,
      password: undefined,
    },
  });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = useSaveSubmit(form, {
    save: (values) => onSave({ ...values, phone: values.phone || null }),
    failureTitle: t('technicians.toasts.saveFailed'),
    successTitle: (saved) => t('technicians.toasts.updated', { name: saved.displayName }),
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="technicians__email">{technician.email}</p>
      <TechnicianProfileFields roles={roles} register={register} errors={errors} />
      {self ? (
        <div className="field">
          <span>{t('technicians.form.status')}</span>
          <span>{t(`technicians.status.${technician.status}`)}</span>
          <span className="field__hint">{t('technicians.cannotDisableSelf')}</span>
          {errors.status && <span className="field__error">{errors.status.message}</span>}
        </div>
      ) : (
        <FormField label={t('technicians.form.status')} error={errors.status?.message}>
          {(control) => (
            <select {...control} {...register('status')}>
              {userStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`technicians.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        label={t('technicians.form.newPassword')}
        hint={t('technicians.form.newPasswordHint')}
        error={errors.password?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('password', { setValueAs: blankToUndefined })}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions submitLabel={t('actions.save', { ns: 'common' })} pending={formState.isSubmitting} />
    </form>
  );
}
