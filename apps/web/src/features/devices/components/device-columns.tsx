// Columns of the device table. Sortable columns carry the id of the server's sort field.
import { createColumnHelper } from '@tanstack/react-table';
import type { Device } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackupState } from './backup-state.tsx';
import { DeviceStatusChip } from './device-status-chip.tsx';
import { LastContact } from './last-contact.tsx';
import { NodeClassLabel } from './node-class-label.tsx';

const column = createColumnHelper<Device>();

export function useDeviceColumns({ showOrganization = true }: { showOrganization?: boolean } = {}) {
  const { t } = useTranslation('devices');
  return useMemo(
    () => [
      column.accessor('name', {
        id: 'displayName',
        header: t('columns.name'),
        cell: ({ row }) => (
          <Link to={`/deviceDashboard/${row.original.id}/overview`}>{row.original.name}</Link>
        ),
      }),
      ...(showOrganization
        ? [
            column.accessor('organizationName', {
              id: 'organizationName',
              header: t('columns.organization'),
              cell: ({ row }) => (
                <Link to={`/customerDashboard/${row.original.organizationId}/overview`}>
                  {row.original.organizationName}
                </Link>
              ),
            }),
          ]
        : []),
      column.accessor('locationName', {
        id: 'location',
        header: t('columns.location'),
        enableSorting: false,
        cell: ({ getValue }) => getValue() ?? '',
      }),
      column.accessor('nodeClass', {
        id: 'nodeClass',
        header: t('columns.class'),
        cell: ({ getValue }) => <NodeClassLabel nodeClass={getValue()} />,
      }),
      column.accessor('osName', { id: 'os', header: t('columns.os'), enableSorting: false }),
      column.accessor('online', {
        id: 'online',
        header: t('columns.status'),
        cell: ({ getValue }) => <DeviceStatusChip online={getValue()} />,
      }),
      column.accessor('lastContact', {
        id: 'lastContact',
        header: t('columns.lastContact'),
        cell: ({ getValue }) => <LastContact at={getValue()} />,
      }),
      column.accessor('lockhartEnabled', {
        id: 'backup',
        header: t('columns.backup'),
        enableSorting: false,
        cell: ({ getValue }) => <BackupState enabled={getValue()} />,
      }),
    ],
    [t, showOrganization],
  );
}
