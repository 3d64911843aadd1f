// The device group form: name, description and the saved search (organisation and criteria), for a
// new group or an existing one.
import { type DeviceGroup, type DeviceGroupInput, deviceGroupInputSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { FormTextArea } from '../../../components/text-area/form-text-area.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { groupOfSearch, searchOfGroup } from '../group-criteria.ts';
import { CriteriaEditor } from './criteria-editor.tsx';

export interface GroupFormProps {
  /** The group edited, or the starting point of a new one (a device search saved as a group). */
  group?: DeviceGroup;
  initial?: Pick<DeviceGroup, 'organizationId' | 'criteria'>;
  onSave: (body: DeviceGroupInput) => Promise<DeviceGroup>;
  onDone: (saved: DeviceGroup) => void;
}

export function GroupForm({ group, initial, onSave, onDone }: GroupFormProps) {
  const { t } = useTranslation('deviceGroups');
  const start = group ?? initial;
  const form = useForm({
    resolver: useFormResolver(deviceGroupInputSchema),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      organizationId: start?.organizationId ?? null,
      criteria: start?.criteria ?? {},
    },
  });
  const { errors, isSubmitting } = form.formState;
  const search = searchOfGroup({
    organizationId: form.watch('organizationId') ?? null,
    criteria: form.watch('criteria') ?? {},
  });
  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('toasts.saveFailed'),
    successTitle: (saved) => t(group ? 'toasts.updated' : 'toasts.created', { name: saved.name }),
    onDone,
  });
  const criteriaError = errors.criteria?.message ?? errors.criteria?.root?.message;

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormTextArea
        control={form.control}
        name="description"
        label={t('form.description')}
        maxLength={1000}
        rows={2}
        error={errors.description?.message}
      />
      <CriteriaEditor
        value={search}
        organizationError={errors.organizationId?.message}
        onChange={(next) => {
          const { organizationId, criteria } = groupOfSearch(next);
          form.setValue('organizationId', organizationId, { shouldDirty: true });
          form.setValue('criteria', criteria, { shouldDirty: true });
        }}
      />
      <FormAlert message={criteriaError ?? errors.root?.server?.message} />
      <DialogActions
        submitLabel={group ? t('actions.save', { ns: 'common' }) : t('form.create')}
        pending={isSubmitting}
      />
    </form>
  );
}
