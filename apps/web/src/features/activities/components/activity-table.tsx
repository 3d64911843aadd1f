// One activity list in the server table, newest first, with its filters.
import {
  ACTIVITY_PAGE_SIZE,
  type Activity,
  type ActivityType,
  activityTypes,
  deviceActivityTypes,
} from '@warden/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import type { ActivityFilters, NamedFilter } from '../activity-query.ts';
import { type ActivitySource, activitiesKey, useActivityFetcher } from '../hooks/use-activity-fetcher.ts';
import { useActivityColumns } from './activity-columns.tsx';
import { ActivityFilterBar } from './activity-filter-bar.tsx';

export interface ActivityTableProps {
  source: ActivitySource;
  /** A type the page presets in the filter; the user may change it. */
  initialType?: ActivityType;
}

export function ActivityTable({ source, initialType }: ActivityTableProps) {
  const { t } = useTranslation('activities');
  const [filters, setFilters] = useState<ActivityFilters>(initialType ? { type: initialType } : {});
  const onDevice = useCallback((device: NamedFilter) => setFilters((f) => ({ ...f, device })), []);
  const onTechnician = useCallback(
    (technician: NamedFilter) => setFilters((f) => ({ ...f, technician })),
    [],
  );
  const administration = source.kind === 'administration';
  const columns = useActivityColumns({
    showDevice: source.kind !== 'device' && !administration,
    showOrganization: source.kind === 'system' || administration,
    onDevice,
    onTechnician,
  });
  const types = administration
    ? activityTypes.filter((type) => type === 'ADMINISTRATION')
    : deviceActivityTypes;
  return (
    <ServerTable<Activity, ActivityFilters>
      queryKey={activitiesKey(source)}
      columns={columns}
      fetchData={useActivityFetcher(source)}
      getRowId={(activity) => String(activity.id)}
      filters={filters}
      filterBar={<ActivityFilterBar filters={filters} onChange={setFilters} types={types} />}
      pageSize={ACTIVITY_PAGE_SIZE}
      searchPlaceholder={t('searchPlaceholder')}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      emptyMessage={t('empty')}
      ariaLabel={t('tableLabel')}
    />
  );
}
