import { describe, expect, it } from 'vitest';
import { describeSchedule, nextRun, type Schedule, scheduleSchema } from './schedule.ts';

const s = (input: Partial<Schedule> & Pick<Schedule, 'scheduleType'>) => scheduleSchema.parse(input);

describe('schedule wording', () => {
  it('follows the spec wording for every type', () => {
    expect(describeSchedule(s({ scheduleType: 'DAILY', scheduleHour: 2, scheduleMinute: 30 }))).toBe(
      'Daily at 02:30',
    );
    expect(describeSchedule(s({ scheduleType: 'EVERY_N_HOURS', interval: 4 }))).toBe('Every 4 hours');
    expect(describeSchedule(s({ scheduleType: 'EVERY_N_MINUTES', interval: 15 }))).toBe('Every 15 minutes');
    expect(
      describeSchedule(s({ scheduleType: 'WEEKLY', weekDays: ['MONDAY', 'THURSDAY'], scheduleHour: 22 })),
    ).toBe('Weekly on Monday, Thursday at 22:00');
    expect(describeSchedule(s({ scheduleType: 'MONTHLY_DAY', dayOfMonth: 0, scheduleHour: 1 }))).toBe(
      'Monthly on the last day at 01:00',
    );
    expect(describeSchedule(s({ scheduleType: 'MONTHLY_DAY', dayOfMonth: 15 }))).toBe(
      'Monthly on day 15 at 00:00',
    );
    expect(
      describeSchedule(s({ scheduleType: 'MONTHLY_WEEKDAY', weekOfMonth: 5, weekDays: ['FRIDAY'] })),
    ).toBe('Monthly on the last Friday at 00:00');
    expect(
      describeSchedule(s({ scheduleType: 'MONTHLY_WEEKDAY', weekOfMonth: 2, weekDays: ['TUESDAY'] })),
    ).toBe('Monthly on the second Tuesday at 00:00');
  });

  it('requires days for weekly schedules', () => {
    expect(scheduleSchema.safeParse({ scheduleType: 'WEEKLY' }).success).toBe(false);
  });
});

describe('next run', () => {
  const at = (iso: string) => new Date(iso);
  it('runs daily at the set time, tomorrow once today has passed', () => {
    const daily = s({ scheduleType: 'DAILY', scheduleHour: 2, scheduleMinute: 0 });
    expect(nextRun(daily, at('2026-03-10T01:00:00')).getTime()).toBe(at('2026-03-10T02:00:00').getTime());
    expect(nextRun(daily, at('2026-03-10T02:00:00')).getTime()).toBe(at('2026-03-11T02:00:00').getTime());
  });

  it('treats day 0 as the last day of the month', () => {
    const last = s({ scheduleType: 'MONTHLY_DAY', dayOfMonth: 0 });
    expect(nextRun(last, at('2026-02-03T00:00:00')).getTime()).toBe(at('2026-02-28T00:00:00').getTime());
  });

  it('clamps day 31 to shorter months', () => {
    const d31 = s({ scheduleType: 'MONTHLY_DAY', dayOfMonth: 31 });
    expect(nextRun(d31, at('2026-04-01T00:00:00')).getTime()).toBe(at('2026-04-30T00:00:00').getTime());
  });

  it('finds the last Friday of the month', () => {
    const lastFriday = s({ scheduleType: 'MONTHLY_WEEKDAY', weekOfMonth: 5, weekDays: ['FRIDAY'] });
    expect(nextRun(lastFriday, at('2026-05-01T12:00:00')).getTime()).toBe(
      at('2026-05-29T00:00:00').getTime(),
    );
  });

  it('steps interval schedules on the clock', () => {
    const quarter = s({ scheduleType: 'EVERY_N_MINUTES', interval: 15 });
    const next = nextRun(quarter, at('2026-05-01T12:07:00Z'));
    expect(next.toISOString()).toBe('2026-05-01T12:15:00.000Z');
  });

  it('runs weekly on the chosen days only', () => {
    const weekly = s({ scheduleType: 'WEEKLY', weekDays: ['SATURDAY'], scheduleHour: 3 });
    const next = nextRun(weekly, at('2026-05-04T00:00:00'));
    expect(next.getDay()).toBe(6);
    expect(next.getHours()).toBe(3);
  });
});
