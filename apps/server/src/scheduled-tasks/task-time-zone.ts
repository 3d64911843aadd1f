// The time zone scheduled tasks fire in. Warden keeps no time zone per organisation or device, so
// tasks follow the division's: the one its administrators set with the business hours (UTC until
// then). docs/scripts.md says so.
import type { Db } from '../db/database.ts';
import { getTicketingSettings, isKnownTimeZone } from '../ticketing/ticketing-settings.ts';

export async function taskTimeZone(db: Db): Promise<string> {
  const { timeZone } = (await getTicketingSettings(db)).businessHours;
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}
