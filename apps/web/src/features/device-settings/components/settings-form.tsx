// The device's own settings: friendly name, location (of its organisation), role (of its class) and
// backup enablement. Only the changed fields are sent.
import {
  type DeviceSettings,
  type DeviceSettingsPatch,
  deviceSettingsPatchSchema,
  type Location,
  type NodeClass,
  type NodeRole,
  roleFitsDevice,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';

export interface SettingsFormProps {
  settings: DeviceSettings;
  nodeClass: NodeClass;
  roles: readonly NodeRole[];
  locations: readonly Location[];
  save: (patch: DeviceSettingsPatch) => Promise<DeviceSettings>;
}

export function SettingsForm({ settings, nodeClass, roles, locations, save }: SettingsFormProps) {
  const { t } = useTranslation('deviceSettings');
  const { t: tc } = useTranslation();
  const initial = {
    friendlyName: settings.friendlyName ?? '',
    locationId: settings.locationId,
    nodeRoleId: settings.nodeRoleId,
    backupEnabled: settings.backupEnabled,
  };
  const form = useForm({
    resolver: useFormResolver(deviceSettingsPatchSchema),
    defaultValues: initial,
    mode: 'onBlur',
  });
  const { register, formState } = form;
  const locationId = form.watch('locationId') ?? null;
  const submit = useSaveSubmit(form, {
    save: (values) => {
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([k, v]) => (v ?? null) !== (initial[k as keyof typeof initial] ?? null),
        ),
      ) as DeviceSettingsPatch;
      if (changed.friendlyName === '') changed.friendlyName = null;
      return save(changed);
    },
    failureTitle: t('saveFailed'),
    successTitle: () => t('saved'),
    onDone: (saved) =>
      form.reset({
        friendlyName: saved.friendlyName ?? '',
        locationId: saved.locationId,
        nodeRoleId: saved.nodeRoleId,
        backupEnabled: saved.backupEnabled,
      }),
  });
  return (
    <form className="device-settings-form" onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <FormField label={t('fields.friendlyName')} error={formState.errors.friendlyName?.message}>
        {(control) => <input {...control} type="text" {...register('friendlyName')} />}
      </FormField>
      <FormField label={t('fields.location')} error={formState.errors.locationId?.message}>
        {(control) => (
          <select
            {...control}
            value={locationId === null ? '' : String(locationId)}
            onChange={(e) =>
              form.setValue('locationId', e.target.value === '' ? null : Number(e.target.value), {
                shouldDirty: true,
              })
            }
          >
            <option value="">{t('fields.noLocation')}</option>
            {locations
              .filter((l) => !l.deleted || l.id === settings.locationId)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField label={t('fields.role')} error={formState.errors.nodeRoleId?.message}>
        {(control) => (
          <select {...control} {...register('nodeRoleId')}>
            {roles
              .filter((r) => roleFitsDevice(r, nodeClass))
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <label className="device-settings-form__check">
        <input type="checkbox" {...register('backupEnabled')} />
        {t('fields.backupEnabled')}
      </label>
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!formState.isDirty || formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {tc('actions.save')}
        </button>
      </div>
    </form>
  );
}
