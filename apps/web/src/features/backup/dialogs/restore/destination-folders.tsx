// The chosen destination device's folder tree with New Folder: choosing a folder makes it the
// restore's destination path; a new folder appears in the tree and is chosen, and is made on the
// device only when the restore is confirmed.
import { childFolderPath, type Device, osFamily } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceLabel } from '../backup-selection.ts';
import { FolderTree } from '../folder-tree/folder-tree.tsx';
import { NewFolderDialog } from '../folder-tree/new-folder-dialog.tsx';
import { useFolderTree } from '../hooks/use-folder-tree.ts';

export interface DestinationFoldersProps {
  device: Device;
  selectedPath: string | null;
  onSelect: (path: string) => void;
  /** A folder named with New Folder, to be made when the restore is confirmed. */
  onNewFolder: (folder: NewDestinationFolder) => void;
}

export interface NewDestinationFolder {
  parentPath: string;
  folderName: string;
  path: string;
}

export function DestinationFolders({ device, selectedPath, onSelect, onNewFolder }: DestinationFoldersProps) {
  const { t } = useTranslation('backupDialogs');
  const family = osFamily(device.nodeClass);
  const tree = useFolderTree(device.id, family);
  const [creating, setCreating] = useState(false);
  return (
    <div className="backup-destination__folders">
      <div className="backup-destination__toolbar">
        <span>
          {t('restore.destinationFolder')}
          {selectedPath && <output className="backup-destination__path">{selectedPath}</output>}
        </span>
        <button type="button" className="button" disabled={!selectedPath} onClick={() => setCreating(true)}>
          {t('newFolder.open')}
        </button>
      </div>
      <FolderTree
        label={t('tree.label', { device: deviceLabel(device) })}
        state={tree.state}
        checkStates={tree.checkStates}
        selectedPath={selectedPath}
        onSelect={onSelect}
        onToggle={tree.toggle}
        onLoadMore={tree.loadMore}
      />
      {selectedPath && (
        <NewFolderDialog
          open={creating}
          onClose={() => setCreating(false)}
          family={family}
          parentPath={selectedPath}
          siblingNames={tree.state.listings[selectedPath]?.entries.map((entry) => entry.name) ?? []}
          onCreate={(folderName) => {
            const path = childFolderPath(selectedPath, folderName);
            tree.addFolder(selectedPath, folderName, path);
            onNewFolder({ parentPath: selectedPath, folderName, path });
            onSelect(path);
          }}
        />
      )}
    </div>
  );
}
