// URL form of the device filters: round trip, malformed values and unrelated parameters.
import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, paramsFromFilters } from './device-filters.ts';

describe('device filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      organizationId: 4,
      nodeClass: ['MAC' as const, 'WINDOWS_SERVER' as const],
      online: false,
      lockhartEnabled: true,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'organization=4&class=MAC&class=WINDOWS_SERVER&status=offline&backup=enabled',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('drops malformed values and duplicate classes', () => {
    const params = new URLSearchParams(
      'organization=-2&class=MAC&class=MAC&class=TOASTER&status=sleepy&backup=disabled',
    );
    expect(filtersFromParams(params)).toEqual({ nodeClass: ['MAC'], lockhartEnabled: false });
    expect(filtersFromParams(new URLSearchParams('organization=1.5'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('organization=0'))).toEqual({});
  });

  it('keeps parameters it does not own and removes cleared filters', () => {
    const base = new URLSearchParams('tab=2&status=online&class=MAC');
    expect(paramsFromFilters({ online: true }, base).toString()).toBe('tab=2&status=online');
    expect(paramsFromFilters({}, base).toString()).toBe('tab=2');
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ nodeClass: [] })).toBe(false);
    expect(hasFilters({ online: false })).toBe(true);
  });
});
