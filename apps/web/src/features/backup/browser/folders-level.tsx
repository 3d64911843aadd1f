// A file and folder plan's folders (its roots); each opens into its content. Without
// canViewAndRestoreBackupData the folders are restricted: shown with a lock, not openable.
import type { BackupFolder, BackupPlan } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { BackupSelectionItem } from '../dialogs/index.ts';
import { useBackupFolders } from '../hooks/use-backup-listings.ts';
import type { BrowseEnv } from './browse-env.ts';
import { EntryName } from './entry-name.tsx';
import { ItemsLevel } from './items-level.tsx';
import { DateTime } from './plan-labels.tsx';
import type { VirtualColumn } from './virtual-table.tsx';

const toItem = (entry: BackupFolder): BackupSelectionItem => ({ kind: 'folder', entry, root: true });

export function FoldersLevel({ env, plan }: { env: BrowseEnv; plan: BackupPlan }) {
  const { t } = useTranslation('backup');
  const rows = useBackupFolders(env.device.id, plan.id);
  const lockReason = env.canView ? undefined : t('browser.restricted');
  const columns: VirtualColumn<BackupFolder>[] = [
    {
      id: 'name',
      header: t('browser.columns.name'),
      cell: (folder) => (
        <EntryName
          name={folder.name}
          icon="folder"
          lockReason={lockReason}
          deleted={folder.deleted || folder.status === 'DELETED'}
        />
      ),
    },
    {
      id: 'path',
      header: t('browser.columns.path'),
      cell: (folder) => <span title={folder.path}>{folder.path}</span>,
      className: 'backup-table__path',
    },
    {
      id: 'last',
      header: t('browser.columns.lastBackup'),
      cell: (folder) => <DateTime at={folder.latestRevisionCreatedAt} blank />,
    },
  ];
  return (
    <ItemsLevel
      env={env}
      plan={plan}
      rows={rows}
      columns={columns}
      toItem={toItem}
      canOpen={() => env.canView}
      onOpen={(entry) => env.open({ level: 'folder', plan, folder: { root: true, entry } })}
      errorMessage={t('browser.errors.folders', { backupPlanName: plan.name })}
      name={plan.name}
      search={{ onSearch: (term) => env.open({ level: 'search', plan, within: null, term }) }}
    />
  );
}
