// Revisions of a file or a volume, newest first. A file revision has Download and Restore, which open
// their dialogs on that revision. A volume revision opens into its mounted content, after the 'Mount
// Image' confirmation; mounting needs the cloud_image_mounting flag and the revision on cloud storage.
import type { BackupPlan, Revision, Volume } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/row-actions/row-actions.tsx';
import { useBackupRevisions } from '../hooks/use-backup-listings.ts';
import { useBackupMount } from '../hooks/use-backup-mount.ts';
import { type BrowseEnv, selectionOf } from './browse-env.ts';
import { type RevisionTarget, revisionTargetName } from './browse-trail.ts';
import { EntryName } from './entry-name.tsx';
import { LevelFrame } from './level-frame.tsx';
import { MountConfirmDialog } from './mount-confirm-dialog.tsx';
import { bldTypeKey, DateTime, Size } from './plan-labels.tsx';
import { type VirtualColumn, VirtualTable } from './virtual-table.tsx';

function useRevisionColumns(target: RevisionTarget, lockReason: (r: Revision) => string | undefined) {
  const { t } = useTranslation('backup');
  const storage = (r: Revision) => {
    if (r.deleted) return t('browser.revisionStorage.deletedMarker');
    if (r.onS3 && r.onNas) return t('browser.revisionStorage.both');
    return r.onS3 ? t('browser.revisionStorage.cloud') : t('browser.revisionStorage.local');
  };
  const columns: VirtualColumn<Revision>[] =
    target.kind === 'volume'
      ? [
          {
            id: 'type',
            header: t('browser.columns.backupType'),
            cell: (r) => (
              <EntryName
                name={t(`browser.bldType.${bldTypeKey(r.bldType)}`)}
                icon="volume"
                lockReason={lockReason(r)}
              />
            ),
          },
          {
            id: 'date',
            header: t('browser.columns.revisionDate'),
            cell: (r) => <DateTime at={r.jobCreated} precision="second" />,
          },
        ]
      : [
          {
            id: 'date',
            header: t('browser.columns.revisionDate'),
            cell: (r) => <DateTime at={r.jobCreated} precision="second" />,
          },
          {
            id: 'modified',
            header: t('browser.columns.modified'),
            cell: (r) => <DateTime at={r.modified} blank precision="second" />,
          },
        ];
  return [
    ...columns,
    {
      id: 'size',
      header: t('browser.columns.size'),
      cell: (r) => <Size bytes={r.size} />,
      className: 'backup-table__number',
    },
    {
      id: 'backupSize',
      header: t('browser.columns.backupSize'),
      cell: (r) => <Size bytes={r.backupSize} />,
      className: 'backup-table__number',
    },
    { id: 'storage', header: t('browser.columns.storage'), cell: storage },
    {
      id: 'started',
      header: t('browser.columns.jobStarted'),
      cell: (r) => <DateTime at={r.jobCreated} precision="second" />,
    },
    {
      id: 'completed',
      header: t('browser.columns.jobCompleted'),
      cell: (r) => <DateTime at={r.jobCompleted} blank precision="second" />,
    },
  ] satisfies VirtualColumn<Revision>[];
}

/** Download and Restore of one file revision; a deletion record holds no data to act on. */
function useRevisionRowActions(
  env: BrowseEnv,
  plan: BackupPlan,
  target: RevisionTarget,
): RowAction<Revision>[] {
  const { t } = useTranslation('backup');
  if (target.kind !== 'file' || !env.canView) return [];
  const selection = selectionOf(env, plan, [{ kind: 'file', entry: target.entry }]);
  return [
    {
      id: 'download',
      label: t('browser.actions.download'),
      hidden: (r) => r.deleted,
      onSelect: (revision) => env.openDialog({ kind: 'downloadFile', selection, revision }),
    },
    {
      id: 'restore',
      label: t('browser.actions.restore'),
      hidden: (r) => r.deleted,
      onSelect: (revision) => env.openDialog({ kind: 'restore', selection, revision }),
    },
  ];
}

export function RevisionsLevel({
  env,
  plan,
  target,
}: {
  env: BrowseEnv;
  plan: BackupPlan;
  target: RevisionTarget;
}) {
  const { t } = useTranslation('backup');
  const fileId = target.kind === 'file' ? target.entry.id : target.volume.fileId;
  const rows = useBackupRevisions(env.device.id, plan.id, fileId);
  const mount = useBackupMount();
  const [confirming, setConfirming] = useState<{ volume: Volume; revision: Revision } | null>(null);

  const lockReason = (r: Revision) => {
    if (target.kind !== 'volume') return undefined;
    if (!env.features.cloud_image_mounting) return t('browser.mount.turnedOff');
    return r.onS3 ? undefined : t('browser.mount.notOnCloud');
  };
  const columns = useRevisionColumns(target, lockReason);
  const name = revisionTargetName(target);
  const rowActions = useRevisionRowActions(env, plan, target);

  const startMount = () => {
    if (!confirming) return;
    const { volume, revision } = confirming;
    mount.mutate(
      { nodeId: env.device.id, planId: plan.id, revisionId: revision.id },
      {
        onSuccess: () => {
          setConfirming(null);
          env.open({ level: 'image', plan, volume, revision, path: '/' });
        },
      },
    );
  };

  return (
    <LevelFrame
      pending={rows.isPending}
      error={rows.error}
      errorMessage={t('browser.errors.revisions', { volumeName: name })}
      onRetry={rows.retry}
      empty={rows.total === 0}
      emptyText={t('browser.noRevisions')}
    >
      <VirtualTable
        ariaLabel={t('browser.tableLabel', { name })}
        columns={columns}
        count={rows.total}
        rowAt={rows.rowAt}
        getRowId={(r) => String(r.id)}
        onWindowChange={rows.setWindow}
        rowActions={rowActions}
        canOpen={(r) => target.kind === 'volume' && env.canView && !lockReason(r)}
        onOpen={(revision) => {
          if (target.kind !== 'volume') return;
          mount.reset();
          setConfirming({ volume: target.volume, revision });
        }}
      />
      {confirming && (
        <MountConfirmDialog
          volume={confirming.volume}
          revision={confirming.revision}
          pending={mount.isPending}
          error={mount.error ? mount.error.message : null}
          onMount={startMount}
          onCancel={() => setConfirming(null)}
        />
      )}
    </LevelFrame>
  );
}
