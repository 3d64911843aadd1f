// The role form: name, description, a checkbox per permission and the organisation scope. The
// built-in Administrator role always keeps every permission and all organisations, so those are
// shown read-only for it.
import {
  type RoleType,
  type TechnicianRole,
  type TechnicianRoleInput,
  technicianRoleInputSchema,
} from '@warden/domain';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { OrganizationScope } from './organization-scope.tsx';
import { PermissionChecklist } from './permission-checklist.tsx';

export interface RoleFormProps {
  /** The role to edit; none to create one. */
  role?: TechnicianRole;
  /** The kind of role a new one is; technician unless said. */
  roleType?: RoleType;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: TechnicianRoleInput) => Promise<TechnicianRole>;
  onDone: () => void;
  /** On a page of its own the form has no dialog to close; this leaves the page instead. */
  onCancel?: () => void;
}

export function RoleForm({ role, roleType = 'technician', onSave, onDone, onCancel }: RoleFormProps) {
  const { t } = useTranslation('admin');
  const form = useForm({
    resolver: useFormResolver(technicianRoleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
      allOrganizations: role?.allOrganizations ?? true,
      organizationIds: role?.organizationIds ?? [],
    },
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting: pending } = formState;
  const system = role?.system ?? false;
  const allOrganizations = useController({ control, name: 'allOrganizations' });
  const organizationIds = useController({ control, name: 'organizationIds' });

  const submit = useSaveSubmit(form, {
    save: (values) =>
      onSave({
        ...values,
        roleType: role?.roleType ?? roleType,
        organizationIds: values.allOrganizations ? [] : values.organizationIds,
      }),
    failureTitle: t('roles.toasts.saveFailed'),
    successTitle: (saved) => t(role ? 'roles.toasts.updated' : 'roles.toasts.created', { name: saved.name }),
    onDone,
  });

  const submitLabel = role ? t('actions.save', { ns: 'common' }) : t('roles.form.create');
  return (
    <form onSubmit={submit} noValidate className="role-form">
      <FormField label={t('roles.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={control}
        name="description"
        label={t('roles.form.description')}
        maxLength={500}
        rows={2}
        error={errors.description?.message}
      />
      <fieldset className="role-form__group">
        <legend>{t('roles.form.permissions')}</legend>
        {system && <p className="field__hint">{t('roles.form.systemRoleHint')}</p>}
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionChecklist value={field.value} onChange={field.onChange} readOnly={system} />
          )}
        />
        {errors.permissions && <p className="field__error">{errors.permissions.message}</p>}
      </fieldset>
      <OrganizationScope
        allOrganizations={allOrganizations.field.value}
        onAllOrganizationsChange={allOrganizations.field.onChange}
        organizationIds={organizationIds.field.value ?? []}
        onOrganizationIdsChange={organizationIds.field.onChange}
        error={errors.organizationIds?.message}
        readOnly={system}
      />
      <FormAlert message={errors.root?.server?.message} />
      {onCancel ? (
        <div className="form-actions">
          <button type="button" className="button" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </button>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </button>
        </div>
      ) : (
        <DialogActions submitLabel={submitLabel} pending={pending} />
      )}
    </form>
  );
}
