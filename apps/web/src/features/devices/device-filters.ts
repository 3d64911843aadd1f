// Device search filters and their form in the URL, so a link or a reload keeps the same search.
import { type DeviceQuery, type NodeClass, nodeClasses } from '@warden/domain';

export type DeviceFilters = Pick<DeviceQuery, 'organizationId' | 'nodeClass' | 'online' | 'lockhartEnabled'>;

const param = {
  organization: 'organization',
  nodeClass: 'class',
  status: 'status',
  backup: 'backup',
} as const;

const isNodeClass = (value: string): value is NodeClass => (nodeClasses as readonly string[]).includes(value);

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function flag(value: string | null, yes: string, no: string): boolean | undefined {
  if (value === yes) return true;
  if (value === no) return false;
  return undefined;
}

/** Reads filters from the URL; anything malformed is ignored rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): DeviceFilters {
  const classes = [...new Set(params.getAll(param.nodeClass).filter(isNodeClass))];
  const filters: DeviceFilters = {};
  const organizationId = positiveInt(params.get(param.organization));
  if (organizationId !== undefined) filters.organizationId = organizationId;
  if (classes.length > 0) filters.nodeClass = classes;
  const online = flag(params.get(param.status), 'online', 'offline');
  if (online !== undefined) filters.online = online;
  const backup = flag(params.get(param.backup), 'enabled', 'disabled');
  if (backup !== undefined) filters.lockhartEnabled = backup;
  return filters;
}

/** Writes filters into the URL, keeping unrelated parameters. */
export function paramsFromFilters(filters: DeviceFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(param)) params.delete(name);
  if (filters.organizationId !== undefined) params.set(param.organization, String(filters.organizationId));
  for (const nodeClass of filters.nodeClass ?? []) params.append(param.nodeClass, nodeClass);
  if (filters.online !== undefined) params.set(param.status, filters.online ? 'online' : 'offline');
  if (filters.lockhartEnabled !== undefined) {
    params.set(param.backup, filters.lockhartEnabled ? 'enabled' : 'disabled');
  }
  return params;
}

export function hasFilters(filters: DeviceFilters): boolean {
  return (
    filters.organizationId !== undefined ||
    (filters.nodeClass?.length ?? 0) > 0 ||
    filters.online !== undefined ||
    filters.lockhartEnabled !== undefined
  );
}
