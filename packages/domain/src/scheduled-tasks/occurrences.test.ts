// When a scheduled task fires: the backup schedule's rules read on the division's wall clock.
import { describe, expect, it } from 'vitest';
import { nextOccurrence } from './occurrences.ts';
import { DEFAULT_TASK_SCHEDULE } from './scheduled-task-rules.ts';

const daily = (hour: number, minute = 0) => ({
  ...DEFAULT_TASK_SCHEDULE,
  scheduleHour: hour,
  scheduleMinute: minute,
});

describe('nextOccurrence', () => {
  it('reads the schedule on the zone’s clock, winter and summer', () => {
    expect(nextOccurrence(daily(9), new Date('2026-01-10T00:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-01-10T08:00:00.000Z',
    );
    expect(nextOccurrence(daily(9), new Date('2026-07-10T00:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-07-10T07:00:00.000Z',
    );
    expect(nextOccurrence(daily(9), new Date('2026-07-10T00:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-07-10T09:00:00.000Z',
    );
  });

  it('answers a time strictly after the one given, on the next matching day', () => {
    const at = new Date('2026-01-10T08:00:00Z');
    expect(nextOccurrence(daily(9), at, 'Europe/Paris').toISOString()).toBe('2026-01-11T08:00:00.000Z');
    const mondays = { ...daily(6, 30), scheduleType: 'WEEKLY' as const, weekDays: ['MONDAY' as const] };
    // Saturday 10 January 2026, 23:00 in New York: the next Monday 06:30 there.
    expect(nextOccurrence(mondays, new Date('2026-01-11T04:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-01-12T11:30:00.000Z',
    );
  });

  it('moves a time skipped by the clock going forward on by the gap', () => {
    // Paris skips 02:00–03:00 on 29 March 2026: 02:30 fires at 03:30 there.
    expect(nextOccurrence(daily(2, 30), new Date('2026-03-29T00:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('steps every N minutes on the zone’s clock', () => {
    const everyFifteen = { ...DEFAULT_TASK_SCHEDULE, scheduleType: 'EVERY_N_MINUTES' as const, interval: 15 };
    expect(nextOccurrence(everyFifteen, new Date('2026-01-10T10:07:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-10T10:15:00.000Z',
    );
  });
});
