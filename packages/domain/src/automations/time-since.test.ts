import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_VALUE,
  MINUTE_CHOICES,
  minutesToTimeValue,
  parseTimeValue,
  secondsToTimeValue,
  timeSinceValueSchema,
  timeValueProblem,
  timeValueToMinutes,
  timeValueToSeconds,
} from './time-since.ts';

describe('time-since values', () => {
  it("defaults to '1:0' and offers quarter hours", () => {
    expect(DEFAULT_TIME_VALUE).toBe('1:0');
    expect(timeValueProblem(DEFAULT_TIME_VALUE)).toBeNull();
    expect([...MINUTE_CHOICES]).toEqual([0, 15, 30, 45]);
  });

  it('parses hours:minutes', () => {
    expect(parseTimeValue('2:30')).toEqual({ hours: 2, minutes: 30 });
    expect(parseTimeValue('0:05')).toEqual({ hours: 0, minutes: 5 });
    for (const bad of ['', '2', '2:', ':30', '-1:0', '1.5:0', '1:0:0', ' 1:0', 'a:b'])
      expect(parseTimeValue(bad), bad).toBeNull();
  });

  it('accepts hours 0 with minutes above 0, refuses 0:0 and other minutes', () => {
    expect(timeValueProblem('0:15')).toBeNull();
    expect(timeValueProblem('0:0')).toBe('Value must be a positive integer');
    expect(timeValueProblem('x')).toBe('Value must be a positive integer');
    expect(timeValueProblem('1:20')).toBe('Minutes must be 0, 15, 30 or 45');
    expect(timeValueProblem('87601:0')).toBe('Value must be less than or equal to 87600');
    expect(timeSinceValueSchema.safeParse('3:45').success).toBe(true);
    expect(timeSinceValueSchema.safeParse('3:46').success).toBe(false);
  });

  it('converts to minutes and seconds and back', () => {
    expect(timeValueToMinutes('2:30')).toBe(150);
    expect(timeValueToSeconds('0:15')).toBe(900);
    expect(timeValueToSeconds('0:0')).toBeNull();
    expect(minutesToTimeValue(150)).toBe('2:30');
    expect(minutesToTimeValue(59)).toBe('0:45');
    expect(secondsToTimeValue(3600)).toBe('1:0');
  });
});
