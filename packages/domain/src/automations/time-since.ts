// Time-since condition values (spec 001, sections 5 and 9): 'hours:minutes', minutes on the quarter
// hour, hours from 0, never both 0. The server compares them as seconds.
import { z } from 'zod';
import { lessOrEqualMessage, RULE_MESSAGES } from './rule-messages.ts';

export const MINUTE_CHOICES = [0, 15, 30, 45] as const;
export const DEFAULT_TIME_VALUE = '1:0';
/** Ten years; the spec shows no upper bound, and a longer wait can never come round. */
export const TIME_SINCE_MAX_HOURS = 87_600;

export type TimeValue = { hours: number; minutes: number };

const TIME_VALUE = /^(\d{1,6}):(\d{1,2})$/;

/** Reads 'h:m' (both non-negative integers); null when it is not that shape. Ranges are not checked. */
export function parseTimeValue(value: string): TimeValue | null {
  const match = TIME_VALUE.exec(value);
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

export function formatTimeValue({ hours, minutes }: TimeValue): string {
  return `${hours}:${minutes}`;
}

/** Why a time-since value is refused, as the message to show, or null when it is accepted. */
export function timeValueProblem(value: string): string | null {
  const parsed = parseTimeValue(value);
  if (!parsed) return RULE_MESSAGES.positiveInteger;
  if (!(MINUTE_CHOICES as readonly number[]).includes(parsed.minutes)) return RULE_MESSAGES.minuteChoice;
  if (parsed.hours === 0 && parsed.minutes === 0) return RULE_MESSAGES.positiveInteger;
  if (parsed.hours > TIME_SINCE_MAX_HOURS) return lessOrEqualMessage(TIME_SINCE_MAX_HOURS);
  return null;
}

export const timeSinceValueSchema = z.string().superRefine((value, ctx) => {
  const problem = timeValueProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Total minutes of a valid 'h:m' value; null when the value is refused. */
export function timeValueToMinutes(value: string): number | null {
  if (timeValueProblem(value)) return null;
  const { hours, minutes } = parseTimeValue(value)!;
  return hours * 60 + minutes;
}

export function timeValueToSeconds(value: string): number | null {
  const minutes = timeValueToMinutes(value);
  return minutes === null ? null : minutes * 60;
}

/** 'h:m' for a number of minutes; the picker offers quarter hours, so other minutes round down to one. */
export function minutesToTimeValue(totalMinutes: number): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  return formatTimeValue({ hours, minutes: minutes - (minutes % 15) });
}

export function secondsToTimeValue(seconds: number): string {
  return minutesToTimeValue(seconds / 60);
}
