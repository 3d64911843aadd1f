// The alerts of the system, an organisation or a device as a server table, newest first, raised
// ones shown first by default; technicians with canManageDevices acknowledge or reset each.
import type { Alert } from '@warden/domain';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import type { RowAction } from '../../../components/row-actions/row-actions.tsx';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import {
  type AlertAction,
  type AlertFilters,
  type AlertScope,
  alertsKey,
  useAlertAction,
  useAlertsFetcher,
} from '../hooks/use-alerts.ts';
import { useAlertColumns } from './alert-columns.tsx';

const PAGE_SIZE = 50;
const STATES: AlertFilters['state'][] = ['RAISED', 'RESET', 'ALL'];

export function AlertsTable({ scope, pageSize = PAGE_SIZE }: { scope: AlertScope; pageSize?: number }) {
  const { t } = useTranslation('alerts');
  const session = useContext(SessionContext);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [filters, setFilters] = useState<AlertFilters>({ state: 'RAISED' });
  const columns = useAlertColumns({
    showDevice: scope.deviceId === undefined,
    showOrganization: scope.deviceId === undefined && scope.organizationId === undefined,
  });
  const fetchData = useAlertsFetcher(scope);
  const action = useAlertAction();
  const canManage = Boolean(session?.permissions.canManageDevices);

  const rowActions = useMemo<RowAction<Alert>[] | undefined>(() => {
    if (!canManage) return undefined;
    const run = (kind: AlertAction, alert: Alert) =>
      action.mutate(
        { action: kind, id: alert.id },
        {
          onSuccess: () =>
            toast.show({
              kind: 'success',
              title: t(`done.${kind}`, { name: alert.conditionName, device: alert.deviceName }),
            }),
          onError: (err) => toast.show({ kind: 'error', title: errorMessage(err) }),
        },
      );
    return [
      {
        id: 'acknowledge',
        label: t('actions.acknowledge'),
        onSelect: (alert) => run('acknowledge', alert),
        hidden: (alert) => alert.acknowledgedAt !== null,
      },
      {
        id: 'reset',
        label: t('actions.reset'),
        onSelect: (alert) => run('reset', alert),
        hidden: (alert) => alert.state !== 'RAISED',
      },
    ];
  }, [canManage, action, t, toast, errorMessage]);

  return (
    <ServerTable<Alert, AlertFilters>
      queryKey={[...alertsKey, scope.deviceId ?? null, scope.organizationId ?? null]}
      columns={columns}
      fetchData={fetchData}
      getRowId={(alert) => String(alert.id)}
      filters={filters}
      filterBar={
        <label className="field field--inline">
          <span>{t('filters.state')}</span>
          <select
            value={filters.state}
            onChange={(e) => setFilters({ state: e.target.value as AlertFilters['state'] })}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`filters.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      }
      pageSize={pageSize}
      searchable={false}
      rowActions={rowActions}
      emptyMessage={t('empty')}
      ariaLabel={t('tableLabel')}
    />
  );
}
