// A level of files and folders (plan roots, folder content, search results): the search bar, the
// selection bar, and the virtualised rows with their restore, download and delete actions.
import type { BackupPlan } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { BackupSelectionItem } from '../dialogs/index.ts';
import type { PagedRows } from '../hooks/use-backup-paged-rows.ts';
import type { BrowseEnv } from './browse-env.ts';
import { SelectionBar, useItemRowActions } from './item-actions.tsx';
import { LevelFrame } from './level-frame.tsx';
import { SearchForm } from './search-form.tsx';
import { useItemSelection } from './use-item-selection.ts';
import { type VirtualColumn, VirtualTable } from './virtual-table.tsx';

export interface ItemsLevelProps<R> {
  env: BrowseEnv;
  plan: BackupPlan;
  rows: PagedRows<R>;
  columns: VirtualColumn<R>[];
  toItem: (row: R) => BackupSelectionItem;
  canOpen: (row: R) => boolean;
  onOpen: (row: R) => void;
  errorMessage: string;
  /** What the table shows, for its accessible name. */
  name: string;
  search: { initial?: string; onSearch: (term: string) => void };
}

const itemId = (item: BackupSelectionItem) => `${item.kind}:${item.entry.id}`;

export function ItemsLevel<R>(props: ItemsLevelProps<R>) {
  const { t } = useTranslation('backup');
  const { env, plan, rows, toItem } = props;
  const getRowId = (row: R) => itemId(toItem(row));
  const selection = useItemSelection(getRowId, toItem);
  const rowActions = useItemRowActions(env, plan, toItem, selection.ids.length);
  const selectable = env.canView || env.canDelete;
  return (
    <>
      {/* Search reads file content, which needs canViewAndRestoreBackupData like opening does. */}
      {env.canView && <SearchForm initial={props.search.initial} onSearch={props.search.onSearch} />}
      <LevelFrame
        pending={rows.isPending}
        error={rows.error}
        errorMessage={props.errorMessage}
        onRetry={rows.retry}
        empty={rows.total === 0}
        emptyText={t('browser.empty')}
      >
        <SelectionBar env={env} plan={plan} items={selection.items} />
        <VirtualTable
          ariaLabel={t('browser.tableLabel', { name: props.name })}
          columns={props.columns}
          count={rows.total}
          rowAt={rows.rowAt}
          getRowId={getRowId}
          onWindowChange={rows.setWindow}
          canOpen={props.canOpen}
          onOpen={props.onOpen}
          selection={
            selectable
              ? {
                  selected: selection.ids,
                  onChange: (ids) => selection.onChange(ids, rows.loaded),
                  rows: rows.loaded,
                }
              : undefined
          }
          rowActions={rowActions}
        />
      </LevelFrame>
    </>
  );
}
