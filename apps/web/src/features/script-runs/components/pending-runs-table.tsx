// The pending queue as a server table: queued runs oldest first, each cancellable; of one device,
// one organisation, or everything the technician sees.
import type { ScriptRun } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { scriptRunsKey } from '../hooks/run-query-keys.ts';
import { type RunScope, usePendingRunsFetcher } from '../hooks/use-run-fetchers.ts';
import { usePendingRunColumns } from './run-columns.tsx';

const PAGE_SIZE = 50;

export function PendingRunsTable(scope: RunScope) {
  const { t } = useTranslation('scriptRuns');
  const columns = usePendingRunColumns({ showDevice: scope.deviceId === undefined });
  const fetchData = usePendingRunsFetcher(scope);
  return (
    <ServerTable<ScriptRun, unknown>
      queryKey={[...scriptRunsKey, 'pending', scope.deviceId ?? null, scope.organizationId ?? null]}
      columns={columns}
      fetchData={fetchData}
      getRowId={(run) => String(run.id)}
      pageSize={PAGE_SIZE}
      searchable={false}
      emptyMessage={t('pending.empty')}
      ariaLabel={t('pending.tableLabel')}
    />
  );
}
