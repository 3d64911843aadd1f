// The server-paged device table (POST /query/devices, 50 a page), used by device search and by the
// customer dashboard with its organisation fixed.
import { PAGE_SIZES } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import type { DeviceFilters } from '../device-filters.ts';
import { useDeviceFetcher } from '../hooks/use-device-fetcher.ts';
import { useDeviceColumns } from './device-columns.tsx';

export interface DeviceTableProps {
  ariaLabel: string;
  filters?: DeviceFilters;
  filterBar?: ReactNode;
  /** Restricts the table to one organisation and hides the organisation column. */
  organizationId?: number;
  emptyMessage?: string;
  /** Row selection (device ids as strings), e.g. to run a script on the selected devices. */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
}

const NO_FILTERS: DeviceFilters = {};

export function DeviceTable({
  ariaLabel,
  filters = NO_FILTERS,
  filterBar,
  organizationId,
  emptyMessage,
  selection,
}: DeviceTableProps) {
  const { t } = useTranslation('devices');
  const columns = useDeviceColumns({ showOrganization: organizationId === undefined });
  const fetchData = useDeviceFetcher(organizationId ? { organizationId } : undefined);
  return (
    <ServerTable
      queryKey={['devices', 'table', organizationId ?? 'all']}
      columns={columns}
      fetchData={fetchData}
      getRowId={(device) => String(device.id)}
      filters={filters}
      filterBar={filterBar}
      pageSize={PAGE_SIZES.devices}
      searchPlaceholder={t('search.searchPlaceholder')}
      initialSorting={[{ id: 'displayName', desc: false }]}
      emptyMessage={emptyMessage ?? t('search.noMatches')}
      ariaLabel={ariaLabel}
      selection={selection}
    />
  );
}
