// The General tab's fields: ticketing on or off, the sender domain, the timer and attachments.
import type { TicketingSettings } from '@warden/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormCheckbox } from './form-checkbox.tsx';

export function GeneralSettingsFields({ form }: { form: UseFormReturn<TicketingSettings> }) {
  const { t } = useTranslation('ticketingAdmin');
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <fieldset className="ticketing-admin__group">
        <FormCheckbox control={control} name="enabled" label={t('settings.general.enabled')} />
        <FormField
          label={t('settings.general.fromEmailDomain')}
          hint={t('settings.general.fromEmailDomainHint')}
          error={errors.fromEmailDomain?.message}
        >
          {(field) => <input {...field} {...register('fromEmailDomain')} autoComplete="off" />}
        </FormField>
        <FormCheckbox
          control={control}
          name="useFromEmailDomain"
          label={t('settings.general.useFromEmailDomain')}
        />
      </fieldset>
      <fieldset className="ticketing-admin__group">
        <legend>{t('settings.general.timer')}</legend>
        <FormCheckbox
          control={control}
          name="timerSettings.enabled"
          label={t('settings.general.timerEnabled')}
        />
        <FormField label={t('settings.general.timerMode')} error={errors.timerSettings?.mode?.message}>
          {(field) => (
            <select {...field} {...register('timerSettings.mode')}>
              <option value="MANUAL">{t('settings.general.timerModes.MANUAL')}</option>
              <option value="AUTOMATIC">{t('settings.general.timerModes.AUTOMATIC')}</option>
            </select>
          )}
        </FormField>
      </fieldset>
      <fieldset className="ticketing-admin__group">
        <legend>{t('settings.general.attachments')}</legend>
        <FormCheckbox
          control={control}
          name="attachmentSettings.canAttachFiles"
          label={t('settings.general.canAttachFiles')}
        />
        <FormCheckbox
          control={control}
          name="attachmentSettings.requireAuthToView"
          label={t('settings.general.requireAuthToView')}
        />
      </fieldset>
    </>
  );
}
