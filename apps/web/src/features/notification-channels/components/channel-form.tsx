// The form that adds or edits a notification channel: name, type, enabled and the type's settings.
// Adding checks against the create schema (secrets required); editing against the update schema.
import {
  type ChannelType,
  type ChannelUpdate,
  type ChannelUpdateInput,
  channelCreateSchema,
  channelTypes,
  channelUpdateSchema,
  type NotificationChannel,
} from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/form-dialog/form-dialog.tsx';
import { FormAlert, FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../../components/use-submit-error-handler/use-save-submit.ts';
import { ChannelConfigFields } from './channel-config-fields.tsx';

const emptyConfig = (type: ChannelType): ChannelUpdate['config'] =>
  type === 'EMAIL'
    ? { emails: [] }
    : type === 'SLACK'
      ? {}
      : { endpointUrl: 'https://api.twilio.com', accountSid: '', from: '', to: [] };

/** The stored settings as form values; secrets are never known here, so they start empty. */
function defaultsFor(channel: NotificationChannel | null): ChannelUpdate {
  if (!channel) return { type: 'EMAIL', name: '', enabled: true, config: { emails: [] } };
  const base = { name: channel.name, enabled: channel.enabled };
  switch (channel.type) {
    case 'EMAIL':
      return { ...base, type: 'EMAIL', config: { emails: channel.config.emails } };
    case 'SLACK':
      return { ...base, type: 'SLACK', config: {} };
    case 'SMS': {
      const { authTokenSet: _, ...config } = channel.config;
      return { ...base, type: 'SMS', config };
    }
  }
}

export interface ChannelFormProps {
  channel: NotificationChannel | null;
  /** Sends the form; the caller's hook talks to the server. */
  onSave: (body: ChannelUpdate) => Promise<NotificationChannel>;
  onDone: () => void;
}

export function ChannelForm({ channel, onSave, onDone }: ChannelFormProps) {
  const { t } = useTranslation('notificationChannels');
  // Both schemas take the same shape; adding also requires the secret.
  const schema = (channel ? channelUpdateSchema : channelCreateSchema) as typeof channelUpdateSchema;
  const form = useForm<ChannelUpdateInput, unknown, ChannelUpdate>({
    resolver: useFormResolver(schema),
    defaultValues: defaultsFor(channel),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const name = register('name');

  const submit = useSaveSubmit(form, {
    save: onSave,
    failureTitle: t('toasts.saveFailed'),
    successTitle: (saved) => t(channel ? 'toasts.updated' : 'toasts.created', { name: saved.name }),
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('form.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...name} autoComplete="off" />}
      </FormField>
      <FormField label={t('form.type')} error={errors.type?.message}>
        {(field) => (
          <select
            {...field}
            {...register('type', {
              onChange: (event) => form.setValue('config', emptyConfig(event.target.value as ChannelType)),
            })}
          >
            {channelTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="field field--inline">
        <label>
          <input type="checkbox" {...register('enabled')} /> {t('form.enabled')}
        </label>
      </div>
      <ChannelConfigFields form={form} stored={channel} />
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions
        submitLabel={channel ? t('actions.save', { ns: 'common' }) : t('form.create')}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
