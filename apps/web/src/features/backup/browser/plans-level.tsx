// The first level: the device's backup plans with destination, schedule, last success and storage.
// A plan opens into its volumes (image plans) or folders (file and folder plans).
import type { BackupPlan } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackupPlans } from '../hooks/use-backup-plans.ts';
import type { BrowseEnv } from './browse-env.ts';
import { planCrumb } from './browse-trail.ts';
import { EntryName } from './entry-name.tsx';
import { LevelFrame } from './level-frame.tsx';
import { ArrowImageInfo, DateTime, DestinationLabel, Size } from './plan-labels.tsx';
import { type VirtualColumn, VirtualTable } from './virtual-table.tsx';

const planId = (plan: BackupPlan) => String(plan.id);

export function PlansLevel({ env }: { env: BrowseEnv }) {
  const { t } = useTranslation('backup');
  const plans = useBackupPlans(env.device.id);
  const rows = plans.data ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = rows.filter((plan) => selected.includes(planId(plan)));

  const columns: VirtualColumn<BackupPlan>[] = [
    {
      id: 'name',
      header: t('browser.columns.name'),
      cell: (plan) => (
        <EntryName
          name={plan.name}
          icon="plan"
          deleted={plan.deleted}
          extra={plan.type === 'ARROW_IMAGE' && env.features.backup_arrow_image ? <ArrowImageInfo /> : null}
        />
      ),
    },
    { id: 'type', header: t('browser.columns.type'), cell: (plan) => t(`browser.planTypes.${plan.type}`) },
    {
      id: 'destination',
      header: t('browser.columns.destination'),
      cell: (plan) => <DestinationLabel plan={plan} />,
    },
    { id: 'schedule', header: t('browser.columns.schedule'), cell: (plan) => plan.scheduleText },
    {
      id: 'lastSuccess',
      header: t('browser.columns.lastSuccess'),
      cell: (plan) => <DateTime at={plan.lastSuccess} />,
    },
    {
      id: 'machine',
      header: t('browser.columns.machineStorageUsed'),
      cell: (plan) => <Size bytes={plan.machineStorageUsed} />,
      className: 'backup-table__number',
    },
    {
      id: 'backup',
      header: t('browser.columns.backupStorageUsed'),
      cell: (plan) => <Size bytes={plan.backupStorageUsed} />,
      className: 'backup-table__number',
    },
  ];

  return (
    <LevelFrame
      pending={plans.isPending}
      error={plans.error}
      errorMessage={t('browser.errors.plans')}
      onRetry={() => plans.refetch()}
      empty={rows.length === 0}
      emptyText={t('browser.noPlans')}
    >
      {env.canDelete && chosen.length > 0 && (
        <div className="backup-selection-bar" role="toolbar" aria-label={t('browser.actions.selectionLabel')}>
          <span>{t('browser.actions.selected', { count: chosen.length })}</span>
          <button
            type="button"
            className="button button--danger"
            onClick={() => env.openDialog({ kind: 'deletePlans', plans: chosen })}
          >
            {t('browser.actions.deletePlanData')}
          </button>
        </div>
      )}
      <VirtualTable
        wrapCells
        ariaLabel={t('browser.tableLabel', { name: t('browser.allPlans') })}
        columns={columns}
        count={rows.length}
        rowAt={(index) => rows[index]}
        getRowId={planId}
        onOpen={(plan) => env.open(planCrumb(plan))}
        selection={env.canDelete ? { selected, onChange: setSelected, rows } : undefined}
        rowActions={
          env.canDelete && chosen.length <= 1
            ? [
                {
                  id: 'delete-plan-data',
                  label: t('browser.actions.deletePlanData'),
                  onSelect: (plan) => env.openDialog({ kind: 'deletePlans', plans: [plan] }),
                },
              ]
            : undefined
        }
      />
    </LevelFrame>
  );
}
