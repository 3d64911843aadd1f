// Concrete addresses for the route table's patterns, so every route can be visited in a browser.
import type { RouteEntry } from '@warden/domain';

export interface SampleIds {
  /** A real organisation, so the customer dashboard has something to show. */
  organizationId: number;
  locationId: number;
}

export interface RouteSample {
  entry: RouteEntry;
  url: string;
}

const NUMERIC_ID = '1';
const WORD = 'summary';
const SPLAT = 'sample';

const usesOrganizationId = (pattern: string) =>
  pattern.startsWith('/customerDashboard/') || pattern.startsWith('/editor/customer/');

function fillSegment(segment: string, pattern: string, ids: SampleIds): string {
  if (segment === '*') return SPLAT;
  if (!segment.startsWith(':')) return segment;
  const name = segment.replace(/^:|\?$/g, '');
  if (name === 'id') return usesOrganizationId(pattern) ? String(ids.organizationId) : NUMERIC_ID;
  if (name === 'location') return String(ids.locationId);
  return WORD;
}

/** One address per route; a route with an optional parameter gets one with and one without it. */
export function sampleUrls(entry: RouteEntry, ids: SampleIds): RouteSample[] {
  const segments = entry.pattern.split('/').filter(Boolean);
  const build = (parts: string[]) => `/${parts.map((s) => fillSegment(s, entry.pattern, ids)).join('/')}`;
  const last = segments.at(-1) ?? '';
  const urls = [build(segments)];
  if (last.startsWith(':') && last.endsWith('?')) urls.push(build(segments.slice(0, -1)));
  return urls.map((url) => ({ entry, url }));
}
