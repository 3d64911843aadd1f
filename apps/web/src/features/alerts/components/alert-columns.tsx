// Columns of the alert tables: severity, condition, device and organisation (when the table spans
// more than one), the agent's message, when it was raised and reset, and who acknowledged it.
import type { ColumnDef } from '@tanstack/react-table';
import type { Alert } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export function useAlertColumns({
  showDevice,
  showOrganization,
}: {
  showDevice: boolean;
  showOrganization: boolean;
}): ColumnDef<Alert>[] {
  const { t, i18n } = useTranslation('alerts');
  return useMemo(() => {
    const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
    const columns: (ColumnDef<Alert> | false)[] = [
      {
        id: 'severity',
        header: t('columns.severity'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={`alert-severity alert-severity--${row.original.severity.toLowerCase()}`}>
            {t(`severity.${row.original.severity}`)}
          </span>
        ),
      },
      {
        id: 'condition',
        header: t('columns.condition'),
        enableSorting: false,
        cell: ({ row }) => row.original.conditionName,
      },
      showDevice && {
        id: 'device',
        header: t('columns.device'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`/deviceDashboard/${row.original.deviceId}/overview`}>{row.original.deviceName}</Link>
        ),
      },
      showOrganization && {
        id: 'organization',
        header: t('columns.organization'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`/customerDashboard/${row.original.organizationId}/alerts`}>
            {row.original.organizationName}
          </Link>
        ),
      },
      {
        id: 'message',
        header: t('columns.message'),
        enableSorting: false,
        cell: ({ row }) => row.original.message,
      },
      {
        id: 'state',
        header: t('columns.state'),
        enableSorting: false,
        cell: ({ row }) => t(`state.${row.original.state}`),
      },
      {
        id: 'raisedAt',
        header: t('columns.raisedAt'),
        enableSorting: false,
        cell: ({ row }) => when(row.original.raisedAt),
      },
      {
        id: 'resetAt',
        header: t('columns.resetAt'),
        enableSorting: false,
        cell: ({ row }) => when(row.original.resetAt),
      },
      {
        id: 'acknowledged',
        header: t('columns.acknowledged'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.acknowledgedAt
            ? t('acknowledgedBy', {
                name: row.original.acknowledgedByName ?? '',
                when: when(row.original.acknowledgedAt),
              })
            : '',
      },
    ];
    return columns.filter((column): column is ColumnDef<Alert> => column !== false);
  }, [t, i18n.language, showDevice, showOrganization]);
}
