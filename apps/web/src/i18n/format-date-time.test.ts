// Dates to the minute in the console's language; text that is not a date is shown as it came.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('formats in the given language, the same on every call', () => {
    const iso = '2026-11-23T15:31:00Z';
    const english = formatDateTime(iso, 'en-US');
    expect(english).toMatch(/Nov 23, 2026/);
    expect(formatDateTime(iso, 'en-US')).toBe(english);
    expect(formatDateTime(iso, 'de-DE')).toMatch(/23\.11\.2026/);
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDateTime('not a date', 'en-US')).toBe('not a date');
  });
});
