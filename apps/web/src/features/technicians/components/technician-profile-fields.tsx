// The fields a technician's create and edit forms share: names, phone and role.
import type { TechnicianRole, TechnicianUpdate } from '@warden/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';

/** The values these fields edit, which both forms hold under these names. */
type ProfileValues = Pick<TechnicianUpdate, 'firstName' | 'lastName' | 'phone' | 'roleId'>;

export interface TechnicianProfileFieldsProps<T extends ProfileValues> {
  /** The form's own register and errors. */
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  roles: TechnicianRole[];
}

export function TechnicianProfileFields<T extends ProfileValues>(props: TechnicianProfileFieldsProps<T>) {
  const { t } = useTranslation('admin');
  const { roles } = props;
  // Every form given holds these fields under these names, which TypeScript cannot follow through T.
  const register = props.register as unknown as UseFormRegister<ProfileValues>;
  const errors = props.errors as FieldErrors<ProfileValues>;
  return (
    <>
      <div className="technicians__name-row">
        <FormField label={t('technicians.form.firstName')} error={errors.firstName?.message}>
          {(control) => <input {...control} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField label={t('technicians.form.lastName')} error={errors.lastName?.message}>
          {(control) => <input {...control} {...register('lastName')} autoComplete="off" />}
        </FormField>
      </div>
      <FormField label={t('technicians.form.phone')} error={errors.phone?.message}>
        {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="off" />}
      </FormField>
      <FormField label={t('technicians.form.role')} error={errors.roleId?.message}>
        {(control) => (
          <select {...control} {...register('roleId', { valueAsNumber: true })}>
            <option value="">{t('technicians.form.chooseRole')}</option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
