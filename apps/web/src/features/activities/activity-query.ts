// The activity table's arguments as the activity lists' query: filters, search, sorting and page.
import {
  type ActivityQueryInput,
  type ActivityResult,
  type ActivitySortField,
  type ActivityType,
  activitySortFields,
} from '@warden/domain';
import type { ServerTableQuery } from '../../components/server-table/use-server-table-data.ts';

/** A device or technician the list is narrowed to, with the name its chip shows. */
export interface NamedFilter {
  id: number;
  name: string;
}

export interface ActivityFilters {
  type?: ActivityType;
  result?: ActivityResult;
  /** datetime-local values (the browser's time zone), as the range inputs hold them. */
  from?: string;
  to?: string;
  device?: NamedFilter;
  technician?: NamedFilter;
}

const ONE_MINUTE_MS = 60_000;

/** A datetime-local value as an instant; `to` reaches the end of its minute, as the user reads it. */
function instant(value: string | undefined, endOfMinute: boolean): string | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return undefined;
  return new Date(endOfMinute ? time + ONE_MINUTE_MS - 1 : time).toISOString();
}

const isSortField = (id: string): id is ActivitySortField =>
  (activitySortFields as readonly string[]).includes(id);

export function activityQuery(args: ServerTableQuery<ActivityFilters>): ActivityQueryInput {
  const { filters } = args;
  const sort = args.sorting.find((s) => isSortField(s.id));
  return {
    type: filters.type,
    result: filters.result,
    from: instant(filters.from, false),
    to: instant(filters.to, true),
    deviceId: filters.device?.id,
    technicianId: filters.technician?.id,
    search: args.search || undefined,
    sortBy: sort ? (sort.id as ActivitySortField) : 'createdAt',
    sortDirection: sort && !sort.desc ? 'ASC' : 'DESC',
    page: args.pageIndex,
    size: args.pageSize,
  };
}
