// The form that edits a technician: names, phone, role, status and an optional new password.
// Nobody can disable their own account, so for oneself the status is shown, not offered.
import { type Technician, type TechnicianRole, technicianUpdateSchema, userStatuses } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { DialogActions } from '../../organizations/components/form-dialog.tsx';
import { FormAlert, FormField } from '../../organizations/components/form-field.tsx';
import { useFormResolver } from '../../organizations/hooks/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../organizations/hooks/use-submit-error-handler.ts';
import { useUpdateTechnician } from '../hooks/use-technician-mutations.ts';
import { TechnicianProfileFields } from './technician-profile-fields.tsx';

export interface TechnicianEditFormProps {
  technician: Technician;
  roles: TechnicianRole[];
  self: boolean;
  onDone: () => void;
}

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export function TechnicianEditForm({ technician, roles, self, onDone }: TechnicianEditFormProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateTechnician();
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
  const onError = useSubmitErrorHandler(form, t('technicians.toasts.saveFailed'));
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: technician.id, body: { ...values, phone: values.phone || null } },
      {
        onSuccess: (saved) => {
          toast.show({
            kind: 'success',
            title: t('technicians.toasts.updated', { name: saved.displayName }),
          });
          onDone();
        },
        onError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <p className="technicians__email">{technician.email}</p>
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
      <DialogActions submitLabel={t('actions.save', { ns: 'common' })} pending={update.isPending} />
    </form>
  );
}
