// The role form: name, description, a checkbox per permission and the organisation scope. The
// built-in Administrator role always keeps every permission and all organisations, so those are
// shown read-only for it.
import { type TechnicianRole, technicianRoleInputSchema } from '@warden/domain';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/text-area/text-area.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { DialogActions } from '../../organizations/components/form-dialog.tsx';
import { FormAlert, FormField } from '../../organizations/components/form-field.tsx';
import { useFormResolver } from '../../organizations/hooks/use-form-resolver.ts';
import { useSubmitErrorHandler } from '../../organizations/hooks/use-submit-error-handler.ts';
import { useCreateRole, useUpdateRole } from '../hooks/use-role-mutations.ts';
import { OrganizationScope } from './organization-scope.tsx';
import { PermissionChecklist } from './permission-checklist.tsx';

export interface RoleFormProps {
  /** The role to edit; none to create one. */
  role?: TechnicianRole;
  onDone: () => void;
}

export function RoleForm({ role, onDone }: RoleFormProps) {
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
    const body = { ...values, organizationIds: values.allOrganizations ? [] : values.organizationIds };
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
      <DialogActions
        submitLabel={role ? t('actions.save', { ns: 'common' }) : t('roles.form.create')}
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
