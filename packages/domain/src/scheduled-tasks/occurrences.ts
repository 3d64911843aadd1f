// When a scheduled task fires: the backup schedule's nextRun, read on a time zone's wall clock
// rather than the process's, so 'Daily at 09:00' means 09:00 where the task is meant to run.
import { nextRun } from '../backup/schedule.ts';
import type { ScheduledTaskSchedule } from './scheduled-task-schemas.ts';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClockAt(at: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month, w.day, w.hour, w.minute, w.second);

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  return asUtc(wallClockAt(new Date(ms), timeZone)) - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's clock shows `w`; a time in a daylight-saving gap moves on by the gap, as Date does. */
function instantOf(w: WallClock, timeZone: string): Date {
  const guess = asUtc(w);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(Math.max(first, second));
}

/**
 * The first occurrence strictly after `after` on the zone's clock. nextRun reads local time, so it
 * is handed a date whose local fields are the zone's wall clock, and its answer is read back the
 * same way (exact when the server process runs in UTC).
 */
export function nextOccurrence(schedule: ScheduledTaskSchedule, after: Date, timeZone: string): Date {
  const w = wallClockAt(after, timeZone);
  const local = new Date(w.year, w.month, w.day, w.hour, w.minute, w.second, after.getUTCMilliseconds());
  const next = nextRun(schedule, local);
  const found = instantOf(
    {
      year: next.getFullYear(),
      month: next.getMonth(),
      day: next.getDate(),
      hour: next.getHours(),
      minute: next.getMinutes(),
      second: next.getSeconds(),
    },
    timeZone,
  );
  // A clock turned back can map the next wall time onto an instant already passed; step on.
  return found > after ? found : nextOccurrence(schedule, new Date(after.getTime() + 60_000), timeZone);
}
