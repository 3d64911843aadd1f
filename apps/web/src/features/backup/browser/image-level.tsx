// A mounted image revision's folder. While the server mounts the revision its progress shows (the
// status is polled); once mounted, folders open deeper and every row can be downloaded.
import type { BackupPlan, MountedItem, Revision, Volume } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useBackupImageContent } from '../hooks/use-backup-listings.ts';
import { useBackupMount, useBackupMountStatus } from '../hooks/use-backup-mount.ts';
import type { BrowseEnv } from './browse-env.ts';
import { imageFolderName } from './browse-trail.ts';
import { EntryName } from './entry-name.tsx';
import { LevelFrame } from './level-frame.tsx';
import { DateTime, Size } from './plan-labels.tsx';
import { type VirtualColumn, VirtualTable } from './virtual-table.tsx';

export interface ImageLevelProps {
  env: BrowseEnv;
  plan: BackupPlan;
  volume: Volume;
  revision: Revision;
  path: string;
}

export function ImageLevel(props: ImageLevelProps) {
  const { t } = useTranslation('backup');
  const { env, plan, revision } = props;
  const target = { nodeId: env.device.id, planId: plan.id, revisionId: revision.id };
  const status = useBackupMountStatus(target);
  const mount = useBackupMount();
  const folderName =
    props.path === '/' ? props.volume.volumeName || props.volume.name : imageFolderName(props.path);
  const errorMessage = t('browser.errors.revision', { folderName });

  if (status.data?.status === 'MOUNTED') return <MountedFolder {...props} errorMessage={errorMessage} />;
  if (status.data?.status === 'MOUNTING') {
    const progress = Math.round(status.data.progress);
    return (
      <div className="card backup-mounting">
        <p>{t('browser.mount.mounting', { progress })}</p>
        <progress max={100} value={progress} aria-label={t('browser.mount.title')} />
      </div>
    );
  }
  return (
    <LevelFrame
      pending={status.isPending}
      error={status.error}
      errorMessage={errorMessage}
      onRetry={() => status.refetch()}
      empty={false}
      emptyText=""
    >
      <div className="card backup-mounting" role="alert">
        <p>{status.data?.error ?? mount.error?.message ?? t('browser.mount.notMounted')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={mount.isPending}
          onClick={() => mount.mutate(target)}
        >
          {t('browser.mount.mount')}
        </button>
      </div>
    </LevelFrame>
  );
}

function MountedFolder({
  env,
  plan,
  volume,
  revision,
  path,
  errorMessage,
}: ImageLevelProps & { errorMessage: string }) {
  const { t } = useTranslation('backup');
  const rows = useBackupImageContent(env.device.id, plan.id, revision.id, path, true);
  const columns: VirtualColumn<MountedItem>[] = [
    {
      id: 'name',
      header: t('browser.columns.name'),
      cell: (item) => (
        <EntryName name={item.name} icon={item.type === 'FOLDER' ? 'folder' : { file: item.name }} />
      ),
    },
    {
      id: 'size',
      header: t('browser.columns.size'),
      cell: (item) => (item.type === 'FOLDER' ? null : <Size bytes={item.size} />),
      className: 'backup-table__number',
    },
    {
      id: 'modified',
      header: t('browser.columns.modified'),
      cell: (item) => <DateTime at={item.modified} blank />,
    },
  ];
  return (
    <LevelFrame
      pending={rows.isPending}
      error={rows.error}
      errorMessage={errorMessage}
      onRetry={rows.retry}
      empty={rows.total === 0}
      emptyText={t('browser.empty')}
    >
      <VirtualTable
        ariaLabel={t('browser.tableLabel', { name: imageFolderName(path) })}
        columns={columns}
        count={rows.total}
        rowAt={rows.rowAt}
        getRowId={(item) => item.path}
        onWindowChange={rows.setWindow}
        canOpen={(item) => item.type === 'FOLDER'}
        onOpen={(item) => env.open({ level: 'image', plan, volume, revision, path: item.path })}
        rowActions={[
          {
            id: 'download',
            label: t('browser.actions.download'),
            onSelect: (item) => env.openDialog({ kind: 'imageDownload', plan, revision, item }),
          },
        ]}
      />
    </LevelFrame>
  );
}
