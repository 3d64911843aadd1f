// The fields a technician's create and edit forms share: names, phone and role.
import type { TechnicianRole } from '@warden/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'roleId';

export interface TechnicianProfileFieldsProps {
  register: Record<ProfileField, UseFormRegisterReturn>;
  errors: Partial<Record<ProfileField, string>>;
  roles: TechnicianRole[];
}

export function TechnicianProfileFields({ register, errors, roles }: TechnicianProfileFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="technicians__name-row">
        <FormField label={t('technicians.form.firstName')} error={errors.firstName}>
          {(control) => <input {...control} {...register.firstName} autoComplete="off" />}
        </FormField>
        <FormField label={t('technicians.form.lastName')} error={errors.lastName}>
          {(control) => <input {...control} {...register.lastName} autoComplete="off" />}
        </FormField>
      </div>
      <FormField label={t('technicians.form.phone')} error={errors.phone}>
        {(control) => <input {...control} {...register.phone} type="tel" autoComplete="off" />}
      </FormField>
      <FormField label={t('technicians.form.role')} error={errors.roleId}>
        {(control) => (
          <select {...control} {...register.roleId}>
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
