// The tabs that edit the ticketing settings record (General, Notifications, Business hours): each
// shows its part of the record and saves the whole of it, putting the server's 400s on the fields.
import { type TicketingSettings, ticketingSettingsSchema } from '@warden/domain';
import { type ComponentType, useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../components/use-form-resolver/use-form-resolver.ts';
import { useSaveSubmit } from '../../components/use-submit-error-handler/use-save-submit.ts';
import { BusinessHoursFields } from './components/business-hours-fields.tsx';
import { GeneralSettingsFields } from './components/general-settings-fields.tsx';
import { NotificationSettingsFields } from './components/notification-settings-fields.tsx';
import { useUpdateTicketingSettings } from './hooks/use-ticketing-settings.ts';

export type SettingsSection = 'general' | 'notifications' | 'hours';

const sectionFields: Record<SettingsSection, ComponentType<{ form: UseFormReturn<TicketingSettings> }>> = {
  general: GeneralSettingsFields,
  notifications: NotificationSettingsFields,
  hours: BusinessHoursFields,
};

export function SettingsFormTab({
  section,
  settings,
}: {
  section: SettingsSection;
  settings: TicketingSettings;
}) {
  const { t } = useTranslation('ticketingAdmin');
  const update = useUpdateTicketingSettings();
  const form = useForm({ resolver: useFormResolver(ticketingSettingsSchema), defaultValues: settings });
  const { reset } = form;
  // What the server saved (or another tab saved) becomes the form's starting point.
  useEffect(() => reset(settings), [settings, reset]);
  const submit = useSaveSubmit(form, {
    save: update.mutateAsync,
    failureTitle: t('settings.toasts.saveFailed'),
    successTitle: () => t('settings.toasts.saved'),
    onDone: () => undefined,
  });
  const Fields = sectionFields[section];
  return (
    <form onSubmit={submit} noValidate className="ticketing-admin__settings-form">
      <Fields form={form as UseFormReturn<TicketingSettings>} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting}
        >
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
