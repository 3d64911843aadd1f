// Cancel for a run still queued, sent or running (canRunScripts); toasts the outcome.
import { canCancelRun, type ScriptRun } from '@warden/domain';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { useCancelRun } from '../hooks/use-script-runs.ts';

export interface RunCancelButtonProps {
  run: Pick<ScriptRun, 'id' | 'status' | 'scriptName' | 'deviceName'>;
  label: string;
  /** The accessible name, when the label alone does not say which run (a table row). */
  ariaLabel?: string;
}

export function RunCancelButton({ run, label, ariaLabel }: RunCancelButtonProps) {
  const { t } = useTranslation('scriptRuns');
  const session = useContext(SessionContext);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const cancel = useCancelRun();
  if (!session?.permissions.canRunScripts || !canCancelRun(run.status)) return null;
  const onClick = () =>
    cancel.mutate(run.id, {
      onSuccess: () =>
        toast.show({
          kind: 'success',
          title: t('pending.canceled', { name: run.scriptName, device: run.deviceName }),
        }),
      onError: (error) => toast.show({ kind: 'error', title: errorMessage(error) }),
    });
  return (
    <button
      type="button"
      className="button button--danger"
      onClick={onClick}
      disabled={cancel.isPending}
      aria-busy={cancel.isPending}
      aria-label={ariaLabel}
    >
      {cancel.isPending ? t('run.canceling') : label}
    </button>
  );
}
