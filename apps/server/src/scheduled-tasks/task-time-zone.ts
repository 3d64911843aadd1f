// The time zones scheduled tasks fire in: each device's own, as its agent reports it, else the
// installation's (the business hours' zone of the ticketing settings, UTC until set). Organisations
// keep no time zone, so there is no step between the two. docs/scripts.md says so.
import type { Db } from '../db/database.ts';
import { getTicketingSettings, isKnownTimeZone } from '../ticketing/ticketing-settings.ts';

export async function installationTimeZone(db: Db): Promise<string> {
  const { timeZone } = (await getTicketingSettings(db)).businessHours;
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The zone a device's occurrences are read in: its agent's, when the runtime knows that zone. */
export function deviceTimeZone(reported: string | null, fallback: string): string {
  return reported && isKnownTimeZone(reported) ? reported : fallback;
}

/** The column update for a zone an agent reported; nothing when it reported none or an unknown one. */
export function reportedTimeZone(reported: string | undefined): { time_zone?: string } {
  return reported && isKnownTimeZone(reported) ? { time_zone: reported } : {};
}
