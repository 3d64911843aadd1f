// Columns of the scheduled task list: the name links to the editor; the schedule in the spec's
// wording, whether it is on, how many scripts and targets, and when it next fires.
import { createColumnHelper } from '@tanstack/react-table';
import type { ScheduledTaskSummary } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { scheduledTaskPath } from '../scheduled-task-paths.ts';

const column = createColumnHelper<ScheduledTaskSummary>();

export function useTaskColumns() {
  const { t, i18n } = useTranslation('scheduledTasks');
  return useMemo(
    () => [
      column.accessor('name', {
        header: t('columns.name'),
        enableSorting: false,
        cell: ({ row }) => <Link to={scheduledTaskPath(row.original.id)}>{row.original.name}</Link>,
      }),
      column.accessor('scheduleText', { header: t('columns.schedule'), enableSorting: false }),
      column.accessor('enabled', {
        header: t('columns.enabled'),
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t('columns.on') : t('columns.off')),
      }),
      column.accessor('scriptCount', { header: t('columns.scripts'), enableSorting: false }),
      column.accessor('targetCount', { header: t('columns.targets'), enableSorting: false }),
      column.accessor('nextOccurrenceAt', {
        header: t('columns.next'),
        enableSorting: false,
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? formatDateTime(at, i18n.language) : '';
        },
      }),
    ],
    [t, i18n.language],
  );
}
