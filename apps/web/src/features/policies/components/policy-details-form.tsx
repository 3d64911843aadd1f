// A policy's own fields: name, description, role and parent. A parent must have the policy's role, so
// the parent choices are the role's policies (without the policy itself); the role is chosen once, at
// creation, because the policy's items and children depend on it.
import { type NodeRole, type Policy, policyInputSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { usePoliciesOfRole } from '../hooks/use-policies.ts';

const detailsSchema = policyInputSchema.omit({ overrides: true });

export interface PolicyDetailsValues {
  name: string;
  description: string;
  nodeRoleId: string;
  parentId: number | null;
}

export interface PolicyDetailsFormProps {
  /** The policy being edited; none for a new policy. */
  policy?: Policy;
  initialRole?: string;
  roles: readonly NodeRole[];
  save: (values: PolicyDetailsValues) => Promise<{ id: number; name: string }>;
  onSaved: (saved: { id: number; name: string }) => void;
}

export function PolicyDetailsForm({ policy, initialRole, roles, save, onSaved }: PolicyDetailsFormProps) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const form = useForm({
    resolver: useFormResolver(detailsSchema),
    defaultValues: {
      name: policy?.name ?? '',
      description: policy?.description ?? '',
      nodeRoleId: policy?.nodeRoleId ?? initialRole ?? roles[0]?.id ?? '',
      parentId: policy?.parentId ?? null,
    },
    mode: 'onBlur',
  });
  const { register, formState } = form;
  const role = form.watch('nodeRoleId');
  const parentId = form.watch('parentId') ?? null;
  const parents = (usePoliciesOfRole(role).data?.items ?? []).filter((p) => p.id !== policy?.id);
  const submit = useSaveSubmit(form, {
    save,
    failureTitle: t('editor.saveFailed'),
    successTitle: (saved) => t('editor.saved', { name: saved.name }),
    onDone: onSaved,
  });
  return (
    <form className="policy-details" onSubmit={submit} noValidate aria-label={t('editor.details')}>
      <FormField label={t('fields.name')} error={formState.errors.name?.message}>
        {(control) => <input {...control} type="text" {...register('name')} />}
      </FormField>
      <FormField label={t('fields.description')} error={formState.errors.description?.message}>
        {(control) => <textarea {...control} rows={2} {...register('description')} />}
      </FormField>
      <FormField label={t('fields.role')} error={formState.errors.nodeRoleId?.message}>
        {(control) => (
          <select
            {...control}
            disabled={!!policy}
            {...register('nodeRoleId', { onChange: () => form.setValue('parentId', null) })}
          >
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('fields.parent')}
        hint={t('fields.parentHint')}
        error={formState.errors.parentId?.message}
      >
        {(control) => (
          // Controlled: the choices arrive after the form, and the current parent must show once they do.
          <select
            {...control}
            value={parentId === null ? '' : String(parentId)}
            onChange={(e) =>
              form.setValue('parentId', e.target.value === '' ? null : Number(e.target.value), {
                shouldDirty: true,
              })
            }
          >
            <option value="">{t('fields.noParent')}</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {policy ? tc('actions.save') : tc('actions.create')}
        </button>
      </div>
    </form>
  );
}
