// 'Run script' for one device (its page) or a selection (device search), for technicians with
// canRunScripts: one run per device. A run on one device opens its live view; a run on several
// devices says so in a toast and lets the page clear its selection.
import type { Script, ScriptOperatingSystem, ScriptRun, ScriptVariableValues } from '@warden/domain';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { useStartRuns } from '../hooks/use-script-runs.ts';
import { runPath } from '../run-routes.ts';
import { RunScriptDialog } from './run-script-dialog.tsx';

export interface RunScriptButtonProps {
  deviceIds: readonly number[];
  operatingSystem?: ScriptOperatingSystem;
  /** Shows how many devices are selected on the button. */
  showCount?: boolean;
  onStarted?: (runs: ScriptRun[]) => void;
}

export function RunScriptButton({
  deviceIds,
  operatingSystem,
  showCount = false,
  onStarted,
}: RunScriptButtonProps) {
  const { t } = useTranslation('scriptRuns');
  // Read without throwing: device pages may render without a session (e.g. in page tests).
  const session = useContext(SessionContext);
  const [open, setOpen] = useState(false);
  if (!session?.permissions.canRunScripts) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={deviceIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {showCount && deviceIds.length > 0
          ? t('runButtonSelected', { count: deviceIds.length })
          : t('runButton')}
      </button>
      {open && (
        <RunScriptFlow
          deviceIds={deviceIds}
          operatingSystem={operatingSystem}
          onStarted={onStarted}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function RunScriptFlow({
  deviceIds,
  operatingSystem,
  onStarted,
  onClose,
}: Omit<RunScriptButtonProps, 'showCount'> & { onClose: () => void }) {
  const { t } = useTranslation('scriptRuns');
  const toast = useToast();
  const navigate = useNavigate();
  const start = useStartRuns();
  const run = async (script: Script, values: ScriptVariableValues) => {
    const { runs } = await start.mutateAsync({
      scriptId: script.id,
      deviceIds: [...deviceIds],
      variables: values,
    });
    toast.show({ kind: 'success', title: t('dialog.started', { name: script.name, count: runs.length }) });
    onClose();
    onStarted?.(runs);
    const only = runs.length === 1 ? runs[0] : undefined;
    if (only) navigate(runPath(only));
  };
  return (
    <RunScriptDialog
      deviceCount={deviceIds.length}
      operatingSystem={operatingSystem}
      onRun={run}
      onClose={onClose}
    />
  );
}
