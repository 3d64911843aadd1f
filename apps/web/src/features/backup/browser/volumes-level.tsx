// An image plan's volumes; a volume opens into its revisions.
import type { BackupPlan, Volume } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useBackupVolumes } from '../hooks/use-backup-volumes.ts';
import type { BrowseEnv } from './browse-env.ts';
import { EntryName } from './entry-name.tsx';
import { LevelFrame } from './level-frame.tsx';
import { DateTime, Size } from './plan-labels.tsx';
import { type VirtualColumn, VirtualTable } from './virtual-table.tsx';

export function VolumesLevel({ env, plan }: { env: BrowseEnv; plan: BackupPlan }) {
  const { t } = useTranslation('backup');
  const volumes = useBackupVolumes(env.device.id, plan.id);
  const rows = volumes.data ?? [];
  const lockReason = env.canView ? undefined : t('browser.restricted');
  const columns: VirtualColumn<Volume>[] = [
    {
      id: 'name',
      header: t('browser.columns.name'),
      cell: (volume) => (
        <EntryName name={volume.volumeName || volume.name} icon="volume" lockReason={lockReason} />
      ),
    },
    { id: 'location', header: t('browser.columns.location'), cell: (volume) => volume.location },
    { id: 'fileSystem', header: t('browser.columns.fileSystem'), cell: (volume) => volume.fileSystem },
    {
      id: 'size',
      header: t('browser.columns.size'),
      cell: (volume) => <Size bytes={volume.size} />,
      className: 'backup-table__number',
    },
    {
      id: 'local',
      header: t('browser.columns.localBytes'),
      cell: (volume) => <Size bytes={volume.stats.localBytes} />,
      className: 'backup-table__number',
    },
    {
      id: 'cloud',
      header: t('browser.columns.cloudBytes'),
      cell: (volume) => <Size bytes={volume.stats.cloudBytes} />,
      className: 'backup-table__number',
    },
    {
      id: 'last',
      header: t('browser.columns.lastBackup'),
      cell: (volume) => <DateTime at={volume.lastRevision} />,
    },
  ];
  return (
    <LevelFrame
      pending={volumes.isPending}
      error={volumes.error}
      errorMessage={t('browser.errors.volumes', { backupPlanName: plan.name })}
      onRetry={() => volumes.refetch()}
      empty={rows.length === 0}
      emptyText={t('browser.empty')}
    >
      <VirtualTable
        ariaLabel={t('browser.tableLabel', { name: plan.name })}
        columns={columns}
        count={rows.length}
        rowAt={(index) => rows[index]}
        getRowId={(volume) => volume.id}
        canOpen={() => env.canView}
        onOpen={(volume) => env.open({ level: 'revisions', plan, target: { kind: 'volume', volume } })}
      />
    </LevelFrame>
  );
}
