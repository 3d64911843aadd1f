// Columns of the device group list: the name links to the group's page.
import { createColumnHelper } from '@tanstack/react-table';
import type { DeviceGroup } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const column = createColumnHelper<DeviceGroup>();

export function useGroupColumns() {
  const { t } = useTranslation('deviceGroups');
  return useMemo(
    () => [
      column.accessor('name', {
        header: t('columns.name'),
        enableSorting: false,
        cell: ({ row }) => <Link to={`/group/${row.original.id}`}>{row.original.name}</Link>,
      }),
      column.accessor('organizationName', {
        header: t('columns.organization'),
        enableSorting: false,
        cell: ({ row }) => row.original.organizationName ?? t('allOrganizations'),
      }),
      column.accessor('description', { header: t('columns.description'), enableSorting: false }),
    ],
    [t],
  );
}
