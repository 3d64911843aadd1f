// The role form: name, description, a checkbox per permission and the organisation scope. The
// built-in Administrator role always keeps every permission and all organisations, so those are
// shown read-only for it.
import { type RoleType, type TechnicianRole, technicianRoleInputSchema } from '@warden/domain';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../../components/use-submit-error-handler/use-submit-error-handler.ts';
import { useCreateRole, useUpdateRole } from '../hooks/use-role-mutations.ts';
import { OrganizationScope } from './organization-scope.tsx';
import { PermissionChecklist } from './permission-checklist.tsx';

export interface RoleFormProps {
  /** The role to edit; none to create one. */
  role?: TechnicianRole;
  /** The kind of role a new one is; technician unless said. */
  roleType?: RoleType;
  onDone: () => void;
  /** On a page of its own the form has no dialog to close; this leaves the page instead. */
  onCancel?: () => void;
}

export function RoleForm({ role, roleType = 'technician', onDone, onCancel }: RoleFormProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const create = useCreateRole();
  const update = useUpdateRole();
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
  const onError = useSubmitErrorHandler(form, t('roles.toasts.saveFailed'));
  const { register, control, formState } = form;
  const { errors } = formState;
  const system = role?.system ?? false;
  const allOrganizations = useController({ control, name: 'allOrganizations' });
  const organizationIds = useController({ control, name: 'organizationIds' });

  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      roleType: role?.roleType ?? roleType,
      organizationIds: values.allOrganizations ? [] : values.organizationIds,
    };
    const onSuccess = (saved: TechnicianRole) => {
      toast.show({
        kind: 'success',
        title: t(role ? 'roles.toasts.updated' : 'roles.toasts.created', { name: saved.name }),
      });
      onDone();
    };
    if (role) update.mutate({ id: role.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  const submitLabel = role ? t('actions.save', { ns: 'common' }) : t('roles.form.create');
  const pending = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate className="role-form">
      <FormField label={t('roles.form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <TextArea
            label={t('roles.form.description')}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={500}
            rows={2}
            error={errors.description?.message}
          />
        )}
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
