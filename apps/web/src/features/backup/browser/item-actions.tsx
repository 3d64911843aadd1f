// Actions on files and folders (spec 000, section 6): restore and download with
// canViewAndRestoreBackupData, delete with canDeleteBackupData. Per-row menus step aside while more
// than one row is selected; the selection bar then acts on all of them.
import type { BackupPlan } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/row-actions/row-actions.tsx';
import type { BackupSelectionItem } from '../dialogs/index.ts';
import { type BrowseEnv, selectionOf } from './browse-env.ts';

export function useItemRowActions<R>(
  env: BrowseEnv,
  plan: BackupPlan,
  toItem: (row: R) => BackupSelectionItem,
  selectedCount: number,
): RowAction<R>[] {
  const { t } = useTranslation('backup');
  if (selectedCount > 1) return [];
  const one = (row: R) => selectionOf(env, plan, [toItem(row)]);
  const isFile = (row: R) => toItem(row).kind === 'file';
  return [
    {
      id: 'restore',
      label: t('browser.actions.restore'),
      hidden: () => !env.canView,
      onSelect: (row) => env.openDialog({ kind: 'restore', selection: one(row) }),
    },
    {
      id: 'download',
      label: t('browser.actions.download'),
      hidden: (row) => !env.canView || !isFile(row),
      onSelect: (row) => env.openDialog({ kind: 'downloadFile', selection: one(row) }),
    },
    {
      id: 'download-folder',
      label: t('browser.actions.downloadFolder'),
      hidden: (row) => !env.canView || isFile(row),
      onSelect: (row) => env.openDialog({ kind: 'downloadFolder', selection: one(row) }),
    },
    {
      id: 'delete',
      label: t('browser.actions.delete'),
      hidden: () => !env.canDelete,
      onSelect: (row) => env.openDialog({ kind: 'deleteData', selection: one(row) }),
    },
  ];
}

/** The bar above a level while rows are selected: restore (a batch when several) and delete. */
export function SelectionBar({
  env,
  plan,
  items,
}: {
  env: BrowseEnv;
  plan: BackupPlan;
  items: BackupSelectionItem[];
}) {
  const { t } = useTranslation('backup');
  if (items.length === 0 || (!env.canView && !env.canDelete)) return null;
  const selection = selectionOf(env, plan, items);
  return (
    <div className="backup-selection-bar" role="toolbar" aria-label={t('browser.actions.selectionLabel')}>
      <span>{t('browser.actions.selected', { count: items.length })}</span>
      {env.canView && (
        <button
          type="button"
          className="button"
          onClick={() => env.openDialog({ kind: 'restore', selection })}
        >
          {t('browser.actions.restore')}
        </button>
      )}
      {env.canDelete && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => env.openDialog({ kind: 'deleteData', selection })}
        >
          {t('browser.actions.delete')}
        </button>
      )}
    </div>
  );
}
