// SMTP settings and the support and sales addresses. The stored password is never shown; a blank
// password box keeps it, unless the host, port or user changed: then it must be entered again.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MailSettings,
  type MailSettingsInput,
  mailSettingsInputSchema,
  smtpPasswordMustBeReentered,
} from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { LabelledField } from './labelled-field.tsx';

export interface MailSettingsFormProps {
  settings: MailSettings;
  saving: boolean;
  onSave: (input: MailSettingsInput) => void;
}

const addressFields = ['fromAddress', 'supportAddress', 'salesAddress'] as const;

function formValues({ smtpPasswordSet: _, ...settings }: MailSettings): MailSettingsInput {
  return { ...settings, smtpPassword: '' };
}

export function MailSettingsForm({ settings, saving, onSave }: MailSettingsFormProps) {
  const { t } = useTranslation('help');
  const form = useForm<MailSettingsInput>({
    resolver: zodResolver(mailSettingsInputSchema),
    values: formValues(settings),
  });
  const { errors } = form.formState;
  // The domain's messages are English only; each field's failure is worded here instead.
  const message = (name: keyof MailSettingsInput): string | undefined => {
    if (!errors[name]) return undefined;
    if (name === 'smtpPort') return t('validation.port');
    if (name.endsWith('Address')) return t('validation.invalidEmail');
    if (name === 'smtpPassword')
      return errors.smtpPassword?.type === 'reenter'
        ? t('validation.smtpPasswordAgain')
        : t('validation.tooLong', { max: 1024 });
    return t('validation.tooLong', { max: 255 });
  };
  const save = form.handleSubmit(({ smtpPassword, ...rest }) => {
    const input = smtpPassword ? { ...rest, smtpPassword } : rest;
    if (smtpPasswordMustBeReentered(settings, input)) {
      form.setError('smtpPassword', { type: 'reenter' }, { shouldFocus: true });
      return;
    }
    onSave(input);
  });
  return (
    <form className="card" onSubmit={save} noValidate>
      <h2>{t('outboxPage.mailSettings')}</h2>
      <div className="outbox-grid">
        <LabelledField label={t('outboxPage.smtpHost')} error={message('smtpHost')}>
          {(control) => (
            <>
              <input className="input" {...control} {...form.register('smtpHost')} />
              <span className="field__hint">{t('outboxPage.smtpHostHint')}</span>
            </>
          )}
        </LabelledField>
        <LabelledField label={t('outboxPage.smtpPort')} error={message('smtpPort')}>
          {(control) => (
            <input
              className="input"
              type="number"
              min={1}
              max={65535}
              {...control}
              {...form.register('smtpPort', { valueAsNumber: true })}
            />
          )}
        </LabelledField>
        <LabelledField label={t('outboxPage.smtpUser')} error={message('smtpUser')}>
          {(control) => (
            <input className="input" autoComplete="off" {...control} {...form.register('smtpUser')} />
          )}
        </LabelledField>
        <LabelledField label={t('outboxPage.smtpPassword')} error={message('smtpPassword')}>
          {(control) => (
            <>
              <input
                className="input"
                type="password"
                autoComplete="new-password"
                {...control}
                {...form.register('smtpPassword')}
              />
              <span className="field__hint">
                {settings.smtpPasswordSet
                  ? t('outboxPage.smtpPasswordKeep')
                  : t('outboxPage.smtpPasswordNone')}
              </span>
            </>
          )}
        </LabelledField>
      </div>
      <Controller
        control={form.control}
        name="smtpSecure"
        render={({ field }) => (
          <div className="field">
            <Checkbox
              label={t('outboxPage.smtpSecure')}
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          </div>
        )}
      />
      <div className="outbox-grid">
        {addressFields.map((name) => (
          <LabelledField key={name} label={t(`outboxPage.${name}`)} error={message(name)}>
            {(control) => <input className="input" type="email" {...control} {...form.register(name)} />}
          </LabelledField>
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('outboxPage.saving') : t('outboxPage.save')}
        </button>
      </div>
    </form>
  );
}
