// Relative last-contact times.
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it('reads under a minute as now', () => {
    expect(formatRelativeTime(ago(30_000), 'en-us', now)).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime(ago(5 * 60_000), 'en-us', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600_000), 'en-us', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600_000), 'en-us', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(400 * 24 * 3600_000), 'en-us', now)).toBe('last year');
  });
});
