// Backup schedules: the spec's shape, its wording, and the next run time that agents schedule by.
import { z } from 'zod';

export const scheduleTypes = [
  'DAILY',
  'EVERY_N_HOURS',
  'EVERY_N_MINUTES',
  'WEEKLY',
  'MONTHLY_DAY',
  'MONTHLY_WEEKDAY',
] as const;
export type ScheduleType = (typeof scheduleTypes)[number];
export const weekDays = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type WeekDay = (typeof weekDays)[number];

export const scheduleSchema = z
  .strictObject({
    scheduleType: z.enum(scheduleTypes),
    scheduleHour: z.number().int().min(0).max(23).default(0),
    scheduleMinute: z.number().int().min(0).max(59).default(0),
    /** EVERY_N_HOURS / EVERY_N_MINUTES: the N. */
    interval: z.number().int().min(1).max(1440).default(1),
    /** WEEKLY and MONTHLY_WEEKDAY. */
    weekDays: z.array(z.enum(weekDays)).max(7).default([]),
    /** MONTHLY_DAY: 1–31, 0 meaning the last day of the month. */
    dayOfMonth: z.number().int().min(0).max(31).default(1),
    /** MONTHLY_WEEKDAY: 1–4, or 5 meaning the last such weekday. */
    weekOfMonth: z.number().int().min(1).max(5).default(1),
  })
  .refine((s) => !['WEEKLY', 'MONTHLY_WEEKDAY'].includes(s.scheduleType) || s.weekDays.length > 0, {
    path: ['weekDays'],
    message: 'Choose at least one day',
  });
export type Schedule = z.infer<typeof scheduleSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const dayName = (d: WeekDay) => d.charAt(0) + d.slice(1).toLowerCase();
const ordinal = (n: number) =>
  n === 5 ? 'last' : (['first', 'second', 'third', 'fourth'][n - 1] ?? `${n}th`);

/** The spec's schedule wording, e.g. 'Daily at 02:30', 'Monthly on the last Friday at 01:00'. */
export function describeSchedule(s: Schedule): string {
  const time = `${pad(s.scheduleHour)}:${pad(s.scheduleMinute)}`;
  switch (s.scheduleType) {
    case 'DAILY':
      return `Daily at ${time}`;
    case 'EVERY_N_HOURS':
      return s.interval === 1 ? 'Every hour' : `Every ${s.interval} hours`;
    case 'EVERY_N_MINUTES':
      return s.interval === 1 ? 'Every minute' : `Every ${s.interval} minutes`;
    case 'WEEKLY':
      return `Weekly on ${s.weekDays.map(dayName).join(', ')} at ${time}`;
    case 'MONTHLY_DAY':
      return s.dayOfMonth === 0
        ? `Monthly on the last day at ${time}`
        : `Monthly on day ${s.dayOfMonth} at ${time}`;
    case 'MONTHLY_WEEKDAY':
      return `Monthly on the ${ordinal(s.weekOfMonth)} ${s.weekDays.map(dayName).join(', ')} at ${time}`;
  }
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0).getDate();
}

function matchesDay(s: Schedule, d: Date): boolean {
  const weekday = weekDays[d.getDay()]!;
  switch (s.scheduleType) {
    case 'DAILY':
      return true;
    case 'WEEKLY':
      return s.weekDays.includes(weekday);
    case 'MONTHLY_DAY': {
      const last = lastDayOfMonth(d.getFullYear(), d.getMonth());
      return s.dayOfMonth === 0 || s.dayOfMonth > last ? d.getDate() === last : d.getDate() === s.dayOfMonth;
    }
    case 'MONTHLY_WEEKDAY': {
      if (!s.weekDays.includes(weekday)) return false;
      const nth = Math.ceil(d.getDate() / 7);
      const isLast = d.getDate() + 7 > lastDayOfMonth(d.getFullYear(), d.getMonth());
      return s.weekOfMonth === 5 ? isLast : nth === s.weekOfMonth;
    }
    default:
      return false;
  }
}

/** The first run strictly after `after`, in the device's local time. */
export function nextRun(s: Schedule, after: Date): Date {
  if (s.scheduleType === 'EVERY_N_MINUTES' || s.scheduleType === 'EVERY_N_HOURS') {
    const step = s.interval * (s.scheduleType === 'EVERY_N_HOURS' ? 3_600_000 : 60_000);
    return new Date((Math.floor(after.getTime() / step) + 1) * step);
  }
  const candidate = new Date(after);
  candidate.setHours(s.scheduleHour, s.scheduleMinute, 0, 0);
  for (let i = 0; i < 400; i++) {
    if (candidate > after && matchesDay(s, candidate)) return candidate;
    candidate.setDate(candidate.getDate() + 1);
    candidate.setHours(s.scheduleHour, s.scheduleMinute, 0, 0);
  }
  throw new Error('Schedule never runs');
}
