// Devices with their backup plans, last success and storage used, for one organisation or all of
// them; each device links to its backup tab.
import { createColumnHelper } from '@tanstack/react-table';
import { type Device, PAGE_SIZES } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useDeviceFetcher } from '../../devices/hooks/use-device-fetcher.ts';
import { backupTabPath } from '../backup-pages.ts';
import { LastSuccessCell, PlanNamesCell, StorageUsedCell } from './device-plans-cells.tsx';

const column = createColumnHelper<Device>();

export function BackupDevicesTable({ organizationId }: { organizationId?: number }) {
  const { t } = useTranslation('backup');
  const fetchData = useDeviceFetcher(organizationId ? { organizationId } : undefined);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'displayName',
        header: t('devices.columns.device'),
        cell: ({ row }) => <Link to={backupTabPath({ deviceId: row.original.id })}>{row.original.name}</Link>,
      }),
      ...(organizationId === undefined
        ? [
            column.accessor('organizationName', {
              id: 'organizationName',
              header: t('devices.columns.organization'),
              cell: ({ row }) => (
                <Link to={backupTabPath({ organizationId: row.original.organizationId })}>
                  {row.original.organizationName}
                </Link>
              ),
            }),
          ]
        : []),
      column.display({
        id: 'plans',
        header: t('devices.columns.plans'),
        cell: ({ row }) => <PlanNamesCell deviceId={row.original.id} />,
      }),
      column.display({
        id: 'lastSuccess',
        header: t('devices.columns.lastSuccess'),
        cell: ({ row }) => <LastSuccessCell deviceId={row.original.id} />,
      }),
      column.display({
        id: 'storage',
        header: t('devices.columns.storageUsed'),
        cell: ({ row }) => <StorageUsedCell deviceId={row.original.id} />,
      }),
    ],
    [t, organizationId],
  );
  return (
    <ServerTable
      queryKey={['backup', 'devices', organizationId ?? 'all']}
      columns={columns}
      fetchData={fetchData}
      getRowId={(device) => String(device.id)}
      pageSize={PAGE_SIZES.devices}
      searchPlaceholder={t('devices.searchPlaceholder')}
      initialSorting={[{ id: 'displayName', desc: false }]}
      emptyMessage={t('devices.empty')}
      ariaLabel={t('devices.tableLabel')}
    />
  );
}
