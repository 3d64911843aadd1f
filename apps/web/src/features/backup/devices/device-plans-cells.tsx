// Cells of the backup device list read from the device's plans: their names, the latest success and
// the backup storage they use. The cells of one row share a single plans request.
import { useTranslation } from 'react-i18next';
import { DateTime, Size } from '../browser/plan-labels.tsx';
import { useBackupPlans } from '../hooks/use-backup-plans.ts';

function usePlansSummary(deviceId: number) {
  const plans = useBackupPlans(deviceId);
  const rows = plans.data ?? [];
  const lastSuccess = rows.reduce<string | null>(
    (latest, plan) =>
      plan.lastSuccess && (!latest || plan.lastSuccess > latest) ? plan.lastSuccess : latest,
    null,
  );
  return {
    plans,
    names: rows.map((plan) => plan.name),
    lastSuccess,
    storage: rows.reduce((sum, plan) => sum + plan.backupStorageUsed, 0),
  };
}

export function PlanNamesCell({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('backup');
  const { plans, names } = usePlansSummary(deviceId);
  if (plans.error) return <span className="backup-muted">{t('devices.plansFailed')}</span>;
  if (plans.isPending) return <span className="backup-muted">{t('browser.loadingRow')}</span>;
  if (names.length === 0) return <span className="backup-muted">{t('devices.noPlans')}</span>;
  return <>{names.join(', ')}</>;
}

export function LastSuccessCell({ deviceId }: { deviceId: number }) {
  const { plans, lastSuccess } = usePlansSummary(deviceId);
  if (!plans.data) return null;
  return <DateTime at={lastSuccess} />;
}

export function StorageUsedCell({ deviceId }: { deviceId: number }) {
  const { plans, storage } = usePlansSummary(deviceId);
  if (!plans.data) return null;
  return <Size bytes={storage} />;
}
