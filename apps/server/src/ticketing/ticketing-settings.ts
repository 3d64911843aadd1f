// The ticketing configuration: one row (id 1) of JSON; until an administrator saves it, the defaults
// apply. The rule engine reads the business hours and mail reads fromEmailDomain through
// getTicketingSettings.
import { defaultTicketingSettings, type TicketingSettings, ticketingSettingsSchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, conflict } from '../http/api-error.ts';

const SETTINGS_ID = 1;

export async function getTicketingSettings(db: Db): Promise<TicketingSettings> {
  const row = await db.kysely
    .selectFrom('ticketing_settings')
    .select('settings')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return defaultTicketingSettings;
  // Settings saved before a field existed take that field's default.
  const parsed = ticketingSettingsSchema.safeParse({
    ...defaultTicketingSettings,
    ...JSON.parse(row.settings),
  });
  return parsed.success ? parsed.data : defaultTicketingSettings;
}

/** New tickets from the console and from mail wait while ticketing is off; existing ones stay open. */
export async function assertTicketingEnabled(db: Db): Promise<void> {
  if (!(await getTicketingSettings(db)).enabled) throw conflict('Ticketing is disabled');
}

/** Whether the runtime knows the IANA zone; Intl refuses unknown ones with a RangeError. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function assertBusinessHours({ businessHours }: TicketingSettings) {
  const fields: Record<string, string> = {};
  if (!isKnownTimeZone(businessHours.timeZone)) {
    fields['businessHours.timeZone'] = 'Choose a time zone such as Europe/London';
  }
  const seen = new Set<string>();
  businessHours.days.forEach((d, i) => {
    if (seen.has(d.day)) fields[`businessHours.days.${i}.day`] = 'This day is listed twice';
    seen.add(d.day);
    // HH:MM strings compare in time order.
    if (d.end <= d.start) fields[`businessHours.days.${i}.end`] = 'The end must be after the start';
  });
  if (Object.keys(fields).length) throw badRequest('The business hours are not valid', fields);
}

export async function updateTicketingSettings(db: Db, settings: TicketingSettings) {
  assertBusinessHours(settings);
  const values = { settings: JSON.stringify(settings), updated_at: nowIso() };
  await db.kysely
    .insertInto('ticketing_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return getTicketingSettings(db);
}
