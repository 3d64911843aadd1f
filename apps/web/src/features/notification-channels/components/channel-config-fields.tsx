// The settings of one channel type in the channel form: addresses for e-mail, the webhook for
// Slack, the SMS account and numbers. A stored secret is not shown; leaving it empty keeps it.
import type { ChannelUpdate, ChannelUpdateInput, NotificationChannel } from '@warden/domain';
import { type FieldErrors, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { ListTextarea } from './list-textarea.tsx';

/** A field's message, or for a list the first of its lines' messages. */
function messageAt(errors: FieldErrors<ChannelUpdateInput>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (Array.isArray(error)) {
    return (error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message;
  }
  return (error as { root?: { message?: string } }).root?.message;
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export interface ChannelConfigFieldsProps {
  form: UseFormReturn<ChannelUpdateInput, unknown, ChannelUpdate>;
  /** The channel being edited (its stored secrets may be kept), or none when adding. */
  stored: NotificationChannel | null;
}

export function ChannelConfigFields({ form, stored }: ChannelConfigFieldsProps) {
  const { t } = useTranslation('notificationChannels');
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const type = watch('type');
  const keeps = stored?.type === type ? stored : null;

  if (type === 'EMAIL') {
    return (
      <FormField
        label={t('form.emails')}
        hint={t('form.emailsHint')}
        error={messageAt(errors, 'config.emails')}
      >
        {(field) => <ListTextarea control={control} name="config.emails" field={field} />}
      </FormField>
    );
  }
  if (type === 'SLACK') {
    return (
      <FormField
        label={t('form.webhookUrl')}
        hint={
          keeps?.type === 'SLACK'
            ? t('form.webhookUrlKeep', { host: keeps.config.webhookHost })
            : t('form.webhookUrlHint')
        }
        error={messageAt(errors, 'config.webhookUrl')}
      >
        {(field) => (
          <input
            {...field}
            {...register('config.webhookUrl', { setValueAs: blankToUndefined })}
            type="url"
            autoComplete="off"
          />
        )}
      </FormField>
    );
  }
  return (
    <>
      <FormField
        label={t('form.endpointUrl')}
        hint={t('form.endpointUrlHint')}
        error={messageAt(errors, 'config.endpointUrl')}
      >
        {(field) => <input {...field} {...register('config.endpointUrl')} type="url" autoComplete="off" />}
      </FormField>
      <FormField label={t('form.accountSid')} error={messageAt(errors, 'config.accountSid')}>
        {(field) => <input {...field} {...register('config.accountSid')} autoComplete="off" />}
      </FormField>
      <FormField
        label={t('form.authToken')}
        hint={keeps ? t('form.authTokenKeep') : undefined}
        error={messageAt(errors, 'config.authToken')}
      >
        {(field) => (
          <input
            {...field}
            {...register('config.authToken', { setValueAs: blankToUndefined })}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField label={t('form.from')} hint={t('form.phoneHint')} error={messageAt(errors, 'config.from')}>
        {(field) => <input {...field} {...register('config.from')} type="tel" autoComplete="off" />}
      </FormField>
      <FormField label={t('form.to')} hint={t('form.phoneHint')} error={messageAt(errors, 'config.to')}>
        {(field) => <ListTextarea control={control} name="config.to" field={field} />}
      </FormField>
    </>
  );
}
