// /deviceDashboard/:id/scripts/:runId: one script run on the device, followed live (see run-view.tsx).
// The route is the console's own (route-table consolePatterns); docs/scripts.md names it.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { RunView } from './components/run-view.tsx';
import { useScriptRun } from './hooks/use-script-runs.ts';
import '../devices/devices.css';
import './script-runs.css';

export function ScriptRunPage() {
  return <DevicePageFrame>{(device) => <DeviceRun deviceId={device.id} />}</DevicePageFrame>;
}

function DeviceRun({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('scriptRuns');
  const { runId } = useParams();
  const run = useScriptRun(runId);
  // A run is shown under its own device only, so the header above it never names another device.
  if (run.notFound || (run.data && run.data.deviceId !== deviceId)) {
    return (
      <section className="card" data-testid="run-not-found">
        <h2>{t('run.notFound')}</h2>
        <p>{t('run.notFoundBody', { id: runId })}</p>
        <Link to={`/deviceDashboard/${deviceId}/overview`}>{t('run.back')}</Link>
      </section>
    );
  }
  if (run.error) return <LoadError error={run.error} onRetry={() => run.refetch()} />;
  if (!run.data) return <Spinner label={t('loading', { ns: 'common' })} />;
  return <RunView run={run.data} />;
}
