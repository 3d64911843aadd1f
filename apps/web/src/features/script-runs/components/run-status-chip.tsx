// A run's status as a coloured chip: waiting and running in blue, success green, failure red.
import type { ScriptRunStatus } from '@warden/domain';
import { StatusChip, type StatusTone } from '../../../components/status-chip/status-chip.tsx';
import { useSharedT } from '../../../i18n/use-shared-t.ts';

const TONES: Record<ScriptRunStatus, StatusTone> = {
  QUEUED: 'neutral',
  SENT: 'info',
  RUNNING: 'info',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  CANCELED: 'warning',
  EXPIRED: 'warning',
};

export function RunStatusChip({ status }: { status: ScriptRunStatus }) {
  const { t } = useSharedT('scriptRuns');
  return <StatusChip label={t(`statuses.${status}`)} tone={TONES[status]} />;
}
