// The chosen destination device's folder tree with New Folder: choosing a folder makes it the
// restore's destination path; a new folder appears in the tree and is chosen.
import { type Device, osFamily } from '@warden/domain';
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
}

export function DestinationFolders({ device, selectedPath, onSelect }: DestinationFoldersProps) {
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
          nodeId={device.id}
          family={family}
          parentPath={selectedPath}
          onCreated={(folder) => {
            tree.addFolder(selectedPath, folder.name, folder.path);
            onSelect(folder.path);
          }}
        />
      )}
    </div>
  );
}
