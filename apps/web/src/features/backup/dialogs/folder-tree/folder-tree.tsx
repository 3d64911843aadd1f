// The folder tree of a device: folders load as they are expanded, a 'Load More' node fetches the
// next page, and 'Directory listing unavailable.' stands where a listing failed. Choosing a folder
// selects it; with checkboxes, checks spread to children and show half-checked on parents.
import { useTranslation } from 'react-i18next';
import type { CheckedState } from '../../../../components/checkbox/checkbox.tsx';
import { Spinner } from '../../../../components/spinner/spinner.tsx';
import { FolderListingItems } from './folder-tree-node.tsx';
import { TOP_LEVEL, type TreeState } from './tree-state.ts';

/** The tree's default height in px (spec 000, section 9). */
export const DEFAULT_TREE_HEIGHT = 500;

export interface FolderTreeProps {
  label: string;
  state: TreeState;
  checkStates: ReadonlyMap<string, CheckedState>;
  selectedPath: string | null;
  onSelect: (path: string) => void;
  onToggle: (path: string, expanded: boolean) => void;
  onLoadMore: (path: string) => void;
  /** With checkboxes: called when a folder is checked or unchecked. */
  onCheck?: (path: string, checked: boolean) => void;
  height?: number;
}

export function FolderTree(props: FolderTreeProps) {
  const { t } = useTranslation('backupDialogs');
  const top = props.state.listings[TOP_LEVEL];
  return (
    <div className="folder-tree" style={{ height: props.height ?? DEFAULT_TREE_HEIGHT }}>
      {!top || (top.status === 'loading' && top.entries.length === 0) ? (
        <Spinner label={t('tree.loading')} />
      ) : (
        <ul className="folder-tree__list" aria-label={props.label}>
          <FolderListingItems {...props} path={TOP_LEVEL} level={0} />
        </ul>
      )}
    </div>
  );
}
