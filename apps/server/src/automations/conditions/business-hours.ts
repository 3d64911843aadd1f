// Whether a moment falls within the configured business hours. It depends on the clock alone, never on
// a ticket, so a rule's business_hours condition is worked out once per evaluation.
import type { BusinessHours, WeekDay } from '@warden/domain';

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday and minute of the day at `now` in the hours' time zone. */
function localTime(now: Date, timeZone: string): { day: WeekDay; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('weekday').toUpperCase() as WeekDay,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function withinBusinessHours(now: Date, hours: BusinessHours): boolean {
  if (hours.twentyFourSeven) return true;
  const { day, minute } = localTime(now, hours.timeZone);
  return hours.days.some((d) => {
    if (d.day !== day) return false;
    const start = clockMinutes(d.start);
    const end = clockMinutes(d.end);
    // An end at or before the start runs past midnight; the day's share is from start to midnight.
    return end > start ? minute >= start && minute < end : minute >= start;
  });
}
