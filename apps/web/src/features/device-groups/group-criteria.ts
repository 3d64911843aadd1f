// A group's organisation and criteria as device search holds them (its filters and its search text),
// and back, so the group form edits them with device search's own filter bar.
import type { DeviceGroup, DeviceGroupCriteria } from '@warden/domain';
import type { DeviceFilters } from '../devices/device-filters.ts';

export interface GroupSearch {
  text: string;
  filters: DeviceFilters;
}

export function searchOfGroup(group: Pick<DeviceGroup, 'organizationId' | 'criteria'>): GroupSearch {
  const { name, ...rest } = group.criteria;
  const filters: DeviceFilters = { ...rest };
  if (group.organizationId !== null) filters.organizationId = group.organizationId;
  return { text: name ?? '', filters };
}

/** No organisation chosen means every organisation; an empty text or filter is left out. */
export function groupOfSearch(search: GroupSearch): {
  organizationId: number | null;
  criteria: DeviceGroupCriteria;
} {
  const { organizationId, nodeClass, online, lockhartEnabled } = search.filters;
  const criteria: DeviceGroupCriteria = {};
  // Kept as typed while editing (the schema trims it on save), so a space between words survives.
  if (search.text.trim()) criteria.name = search.text;
  if (nodeClass?.length) criteria.nodeClass = nodeClass;
  if (online !== undefined) criteria.online = online;
  if (lockhartEnabled !== undefined) criteria.lockhartEnabled = lockhartEnabled;
  return { organizationId: organizationId ?? null, criteria };
}
