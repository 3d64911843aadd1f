// Columns of the tables of runs: the pending queue (what waits, for which device, until when, and
// Cancel) and a device's recent runs (status and exit code). The server orders both tables.
import type { ColumnDef } from '@tanstack/react-table';
import type { ScriptRun } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { runPath } from '../run-routes.ts';
import { RunCancelButton } from './run-cancel-button.tsx';
import { RunStatusChip } from './run-status-chip.tsx';

export function usePendingRunColumns({ showDevice }: { showDevice: boolean }): ColumnDef<ScriptRun>[] {
  const { t, i18n } = useTranslation('scriptRuns');
  return useMemo(() => {
    const when = (iso: string) => formatDateTime(iso, i18n.language);
    const columns: (ColumnDef<ScriptRun> | false)[] = [
      {
        id: 'script',
        header: t('pending.columns.script'),
        enableSorting: false,
        cell: ({ row }) => <Link to={runPath(row.original)}>{row.original.scriptName}</Link>,
      },
      showDevice && {
        id: 'device',
        header: t('pending.columns.device'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`/deviceDashboard/${row.original.deviceId}/overview`}>{row.original.deviceName}</Link>
        ),
      },
      {
        id: 'createdBy',
        header: t('pending.columns.createdBy'),
        enableSorting: false,
        cell: ({ row }) => row.original.createdByName,
      },
      {
        id: 'createdAt',
        header: t('pending.columns.createdAt'),
        enableSorting: false,
        cell: ({ row }) => when(row.original.createdAt),
      },
      {
        id: 'expiresAt',
        header: t('pending.columns.expiresAt'),
        enableSorting: false,
        cell: ({ row }) => when(row.original.expiresAt),
      },
      {
        id: 'cancel',
        header: () => <span className="visually-hidden">{t('pending.columns.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <RunCancelButton
            run={row.original}
            label={t('pending.cancel')}
            ariaLabel={t('pending.cancelNamed', {
              name: row.original.scriptName,
              device: row.original.deviceName,
            })}
          />
        ),
      },
    ];
    return columns.filter((column): column is ColumnDef<ScriptRun> => column !== false);
  }, [t, i18n.language, showDevice]);
}

export function useRecentRunColumns(): ColumnDef<ScriptRun>[] {
  const { t, i18n } = useTranslation('scriptRuns');
  return useMemo(
    () => [
      {
        id: 'script',
        header: t('device.columns.script'),
        enableSorting: false,
        cell: ({ row }) => <Link to={runPath(row.original)}>{row.original.scriptName}</Link>,
      },
      {
        id: 'status',
        header: t('device.columns.status'),
        enableSorting: false,
        cell: ({ row }) => <RunStatusChip status={row.original.status} />,
      },
      {
        id: 'exitCode',
        header: t('device.columns.exitCode'),
        enableSorting: false,
        cell: ({ row }) => row.original.exitCode ?? t('run.none'),
      },
      {
        id: 'createdBy',
        header: t('device.columns.createdBy'),
        enableSorting: false,
        cell: ({ row }) => row.original.createdByName,
      },
      {
        id: 'createdAt',
        header: t('device.columns.createdAt'),
        enableSorting: false,
        cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );
}
