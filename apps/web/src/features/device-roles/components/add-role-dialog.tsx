// Adds a device role for a device class; a device only takes roles of its own class.
import { type NodeRole, nodeClasses, nodeRoleInputSchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { useAddDeviceRole } from '../hooks/use-device-roles.ts';

function AddRoleForm({ onDone }: { onDone: (role: NodeRole) => void }) {
  const { t } = useTranslation('deviceRoles');
  const add = useAddDeviceRole();
  const form = useForm({
    resolver: useFormResolver(nodeRoleInputSchema),
    defaultValues: { name: '', nodeClass: nodeClasses[0] },
    mode: 'onBlur',
  });
  const { register, formState } = form;
  const submit = useSaveSubmit(form, {
    save: (values) => add.mutateAsync(values),
    failureTitle: t('add.failed'),
    successTitle: (role) => t('add.done', { name: role.name }),
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate className="device-role-form">
      <FormField label={t('fields.name')} error={formState.errors.name?.message}>
        {(control) => <input {...control} type="text" {...register('name')} />}
      </FormField>
      <FormField label={t('fields.nodeClass')} error={formState.errors.nodeClass?.message}>
        {(control) => (
          <select {...control} {...register('nodeClass')}>
            {nodeClasses.map((c) => (
              <option key={c} value={c}>
                {t(`nodeClass.${c}`, { ns: 'devices' })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAlert message={formState.errors.root?.server?.message} />
      <DialogActions submitLabel={t('add.submit')} pending={formState.isSubmitting} />
    </form>
  );
}

export function AddRoleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('deviceRoles');
  return (
    <DialogFrame open={open} onClose={onClose} title={t('add.title')}>
      <AddRoleForm onDone={onClose} />
    </DialogFrame>
  );
}
