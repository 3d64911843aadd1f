// The activity table's columns: when, type, what, result, device, organisation, technician and
// details. A device or technician name narrows the list to it.
import { createColumnHelper } from '@tanstack/react-table';
import type { Activity, ActivityResult } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/status-chip/status-chip.tsx';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import type { NamedFilter } from '../activity-query.ts';

const column = createColumnHelper<Activity>();

const resultTones: Record<ActivityResult, StatusTone> = {
  SUCCESS: 'success',
  FAILURE: 'danger',
  CANCELLED: 'warning',
  IN_PROGRESS: 'info',
  INFO: 'neutral',
};

export interface ActivityColumnOptions {
  /** Device and organisation columns are left out where the page is one device or organisation. */
  showDevice: boolean;
  showOrganization: boolean;
  onDevice: (device: NamedFilter) => void;
  onTechnician: (technician: NamedFilter) => void;
}

export function useActivityColumns(options: ActivityColumnOptions) {
  const { t, i18n } = useTranslation('activities');
  const { showDevice, showOrganization, onDevice, onTechnician } = options;
  return useMemo(
    () => [
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: ({ getValue }) => formatDateTime(getValue(), i18n.language, 'second'),
      }),
      column.accessor('type', {
        id: 'type',
        header: t('columns.type'),
        cell: ({ getValue }) => t(`types.${getValue()}`),
      }),
      column.accessor('action', {
        id: 'action',
        header: t('columns.action'),
        enableSorting: false,
        cell: ({ getValue }) => t(`actions.${getValue()}`),
      }),
      column.accessor('result', {
        id: 'result',
        header: t('columns.result'),
        cell: ({ getValue }) => (
          <StatusChip status={getValue()} label={t(`results.${getValue()}`)} tone={resultTones[getValue()]} />
        ),
      }),
      ...(showDevice
        ? [
            column.accessor('deviceName', {
              id: 'deviceName',
              header: t('columns.device'),
              cell: ({ row }) => {
                const { deviceId, deviceName } = row.original;
                if (deviceId === null) return null;
                const name = deviceName ?? t('removedDevice', { id: deviceId });
                return (
                  <NameFilterButton
                    name={name}
                    label={t('filters.byDevice', { name })}
                    onClick={() => onDevice({ id: deviceId, name })}
                  />
                );
              },
            }),
          ]
        : []),
      ...(showOrganization
        ? [
            column.accessor('organizationName', {
              id: 'organizationName',
              header: t('columns.organization'),
              enableSorting: false,
              cell: ({ getValue }) => getValue() ?? '',
            }),
          ]
        : []),
      column.accessor('technicianName', {
        id: 'technicianName',
        header: t('columns.technician'),
        cell: ({ row }) => {
          const { technicianId, technicianName } = row.original;
          if (technicianId === null) return <span className="activity-system">{t('system')}</span>;
          const name = technicianName ?? String(technicianId);
          return (
            <NameFilterButton
              name={name}
              label={t('filters.byTechnician', { name })}
              onClick={() => onTechnician({ id: technicianId, name })}
            />
          );
        },
      }),
      column.accessor('message', {
        id: 'message',
        header: t('columns.message'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="activity-message">{getValue()}</span>,
      }),
    ],
    [t, i18n.language, showDevice, showOrganization, onDevice, onTechnician],
  );
}

function NameFilterButton({ name, label, onClick }: { name: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="activity-name-button" title={label} aria-label={label} onClick={onClick}>
      {name}
    </button>
  );
}
