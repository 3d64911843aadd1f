// One folder of the tree with its expand control, optional checkbox and name, and the items of a
// listing below it (folders, a spinner, 'Load More' or the unavailable message).
import type { DeviceFolderEntry } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/checkbox/checkbox.tsx';
import { Spinner } from '../../../../components/spinner/spinner.tsx';
import type { FolderTreeProps } from './folder-tree.tsx';
import { canLoadMore } from './tree-state.ts';

type ItemsProps = FolderTreeProps & { path: string; level: number };

const indent = (level: number) => ({ paddingLeft: `${level * 18}px` });

export function FolderListingItems(props: ItemsProps) {
  const { t } = useTranslation('backupDialogs');
  const listing = props.state.listings[props.path];
  if (!listing) return null;
  return (
    <>
      {listing.entries.map((entry) => (
        <FolderNode key={entry.path} {...props} entry={entry} />
      ))}
      {listing.status === 'loading' && (
        <li style={indent(props.level)}>
          <Spinner label={t('tree.loading')} size={16} />
        </li>
      )}
      {listing.status === 'error' && (
        <li className="folder-tree__message form-error" style={indent(props.level)}>
          {t('tree.unavailable')}
        </li>
      )}
      {listing.status === 'loaded' && listing.entries.length === 0 && props.level === 0 && (
        <li className="folder-tree__message">{t('tree.empty')}</li>
      )}
      {listing.status === 'loaded' && canLoadMore(listing) && (
        <li style={indent(props.level)}>
          <button
            type="button"
            className="button button--link folder-tree__more"
            disabled={listing.loadingMore}
            onClick={() => props.onLoadMore(props.path)}
          >
            {t('tree.loadMore')}
          </button>
        </li>
      )}
    </>
  );
}

function FolderNode(props: ItemsProps & { entry: DeviceFolderEntry }) {
  const { t } = useTranslation('backupDialogs');
  const { entry, level, state, onCheck } = props;
  const expanded = state.expanded.has(entry.path);
  const selected = props.selectedPath === entry.path;
  return (
    <li>
      <div
        className={selected ? 'folder-tree__row folder-tree__row--selected' : 'folder-tree__row'}
        style={indent(level)}
      >
        <button
          type="button"
          className="folder-tree__toggle"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: entry.name })}
          onClick={() => props.onToggle(entry.path, !expanded)}
        >
          {expanded ? '▾' : '▸'}
        </button>
        {onCheck && (
          <Checkbox
            checked={props.checkStates.get(entry.path) ?? false}
            onCheckedChange={(value) => onCheck(entry.path, value)}
            label={t('tree.check', { name: entry.name })}
            hideLabel
          />
        )}
        <button
          type="button"
          className="folder-tree__name"
          aria-pressed={selected}
          onClick={() => props.onSelect(entry.path)}
        >
          {entry.name}
        </button>
      </div>
      {expanded && (
        <ul className="folder-tree__list">
          <FolderListingItems {...props} path={entry.path} level={level + 1} />
        </ul>
      )}
    </li>
  );
}
