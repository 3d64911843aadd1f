// A folder's content and search results: folders open into their content, files into their revisions.
import type { BackupPlan, FolderContentEntry } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { BackupSelectionItem } from '../dialogs/index.ts';
import { useBackupFolderContent, useBackupSearch } from '../hooks/use-backup-listings.ts';
import type { PagedRows } from '../hooks/use-backup-paged-rows.ts';
import type { BrowseEnv } from './browse-env.ts';
import type { FolderRef } from './browse-trail.ts';
import { EntryName } from './entry-name.tsx';
import { ItemsLevel } from './items-level.tsx';
import { DateTime, Size } from './plan-labels.tsx';
import type { VirtualColumn } from './virtual-table.tsx';

const toItem = (entry: FolderContentEntry): BackupSelectionItem =>
  entry.type === 'FILE' ? { kind: 'file', entry } : { kind: 'folder', entry, root: false };

function useEntryColumns(env: BrowseEnv, withPath: boolean): VirtualColumn<FolderContentEntry>[] {
  const { t } = useTranslation('backup');
  const lockReason = env.canView ? undefined : t('browser.restricted');
  return [
    {
      id: 'name',
      header: t('browser.columns.name'),
      cell: (entry) => (
        <EntryName
          name={entry.name}
          icon={entry.type === 'FOLDER' ? 'folder' : { file: entry.name }}
          lockReason={entry.type === 'FOLDER' ? lockReason : undefined}
          deleted={entry.deleted}
        />
      ),
    },
    ...(withPath
      ? [
          {
            id: 'path',
            header: t('browser.columns.path'),
            cell: (e: FolderContentEntry) => <span title={e.path}>{e.path}</span>,
            className: 'backup-table__path',
          },
        ]
      : []),
    {
      id: 'size',
      header: t('browser.columns.size'),
      cell: (entry) => (entry.type === 'FILE' ? <Size bytes={entry.size} /> : null),
      className: 'backup-table__number',
    },
    {
      id: 'backupSize',
      header: t('browser.columns.backupSize'),
      cell: (entry) => (entry.type === 'FILE' ? <Size bytes={entry.backupSize} /> : null),
      className: 'backup-table__number',
    },
    {
      id: 'last',
      header: t('browser.columns.lastBackup'),
      cell: (entry) => <DateTime at={entry.latestRevisionCreatedAt} blank={entry.type === 'FOLDER'} />,
    },
  ];
}

function EntriesLevel(props: {
  env: BrowseEnv;
  plan: BackupPlan;
  rows: PagedRows<FolderContentEntry>;
  within: FolderRef | null;
  errorMessage: string;
  name: string;
  term?: string;
}) {
  const { env, plan, within } = props;
  const columns = useEntryColumns(env, props.term !== undefined);
  const open = (entry: FolderContentEntry) =>
    entry.type === 'FILE'
      ? env.open({ level: 'revisions', plan, target: { kind: 'file', entry } })
      : env.open({ level: 'folder', plan, folder: { root: false, entry } });
  return (
    <ItemsLevel
      env={env}
      plan={plan}
      rows={props.rows}
      columns={columns}
      toItem={toItem}
      canOpen={() => env.canView}
      onOpen={open}
      errorMessage={props.errorMessage}
      name={props.name}
      search={{ initial: props.term, onSearch: (term) => env.open({ level: 'search', plan, within, term }) }}
    />
  );
}

export function FolderLevel({ env, plan, folder }: { env: BrowseEnv; plan: BackupPlan; folder: FolderRef }) {
  const { t } = useTranslation('backup');
  const rows = useBackupFolderContent(env.device.id, plan.id, folder.entry.id);
  return (
    <EntriesLevel
      env={env}
      plan={plan}
      rows={rows}
      within={folder}
      errorMessage={t('browser.errors.folder', { folderName: folder.entry.name })}
      name={folder.entry.name}
    />
  );
}

export function SearchLevel(props: {
  env: BrowseEnv;
  plan: BackupPlan;
  within: FolderRef | null;
  term: string;
}) {
  const { t } = useTranslation('backup');
  const { env, plan, within, term } = props;
  const rows = useBackupSearch(env.device.id, plan.id, term, within?.entry.id);
  return (
    <EntriesLevel
      env={env}
      plan={plan}
      rows={rows}
      within={within}
      errorMessage={t('browser.errors.generic')}
      name={t('browser.searchResults')}
      term={term}
    />
  );
}
