// Test helper: turns every ticket e-mail notification off, for tests that count the mail their own
// feature sends (mentions, rule actions) and must not see the settings' notifications beside it.
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import type { Db } from '../../../db/database.ts';
import { updateTicketingSettings } from '../../../ticketing/ticketing-settings.ts';

type Flags = TicketingSettings['emailNotificationSettings'];

export async function turnOffTicketNotifications(db: Db): Promise<void> {
  const off = Object.fromEntries(
    Object.keys(defaultTicketingSettings.emailNotificationSettings).map((event) => [
      event,
      { technician: false, endUserOrContact: false },
    ]),
  ) as Flags;
  await updateTicketingSettings(db, { ...defaultTicketingSettings, emailNotificationSettings: off });
}
