// The Notifications tab's fields: for each ticket event, whether technicians and end users or
// contacts get an e-mail.
import { emailNotificationEvents, type TicketingSettings } from '@warden/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from './form-checkbox.tsx';

const recipients = ['technician', 'endUserOrContact'] as const;

export function NotificationSettingsFields({ form }: { form: UseFormReturn<TicketingSettings> }) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <table className="table ticketing-admin__notifications">
      <thead>
        <tr>
          <th scope="col">{t('settings.notifications.event')}</th>
          {recipients.map((recipient) => (
            <th scope="col" key={recipient}>
              {t(`settings.notifications.recipients.${recipient}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {emailNotificationEvents.map((event) => (
          <tr key={event}>
            <th scope="row">{t(`settings.notifications.events.${event}`)}</th>
            {recipients.map((recipient) => (
              <td key={recipient}>
                <FormCheckbox
                  control={form.control}
                  name={`emailNotificationSettings.${event}.${recipient}`}
                  hideLabel
                  label={t('settings.notifications.flag', {
                    event: t(`settings.notifications.events.${event}`),
                    recipient: t(`settings.notifications.recipients.${recipient}`),
                  })}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
