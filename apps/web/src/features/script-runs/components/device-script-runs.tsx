// The device page's scripts section: the runs queued for the device (cancellable) and its recent
// runs, each opening its live view. Shown to technicians with canRunScripts.
import type { ScriptRun } from '@warden/domain';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { scriptRunsKey } from '../hooks/run-query-keys.ts';
import { useRecentRunsFetcher } from '../hooks/use-run-fetchers.ts';
import '../script-runs.css';
import { PendingRunsTable } from './pending-runs-table.tsx';
import { useRecentRunColumns } from './run-columns.tsx';

const RECENT_PAGE_SIZE = 10;

export function DeviceScriptRuns({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('scriptRuns');
  const session = useContext(SessionContext);
  const columns = useRecentRunColumns();
  const fetchRecent = useRecentRunsFetcher(deviceId);
  if (!session?.permissions.canRunScripts) return null;
  return (
    <section className="card device-script-runs" aria-labelledby="device-script-runs-title">
      <h2 id="device-script-runs-title">{t('device.title')}</h2>
      <h3>{t('device.pending')}</h3>
      <PendingRunsTable deviceId={deviceId} />
      <h3>{t('device.recent')}</h3>
      <ServerTable<ScriptRun, unknown>
        queryKey={[...scriptRunsKey, 'recent', deviceId]}
        columns={columns}
        fetchData={fetchRecent}
        getRowId={(run) => String(run.id)}
        pageSize={RECENT_PAGE_SIZE}
        searchable={false}
        emptyMessage={t('device.noRecent')}
        ariaLabel={t('device.recentLabel')}
      />
    </section>
  );
}
