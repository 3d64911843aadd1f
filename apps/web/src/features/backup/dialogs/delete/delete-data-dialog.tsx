// 'Confirm delete data': the selected files and folders by name and path (no name for a plan's
// root folders), deleted with all their revisions.
import { useTranslation } from 'react-i18next';
import type { BackupSelection } from '../backup-selection.ts';
import { deleteItemsRequest } from '../hooks/delete-requests.ts';
import { DeleteConfirmFrame } from './delete-confirm-frame.tsx';

export interface DeleteDataDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
  onDeleted(): void;
}

export function DeleteDataDialog({ open, onClose, selection, onDeleted }: DeleteDataDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const request = deleteItemsRequest(selection);
  return (
    <DeleteConfirmFrame
      open={open}
      onClose={onClose}
      title={t('delete.itemsTitle')}
      request={request}
      onDeleted={onDeleted}
    >
      <p>{t('delete.itemsBody')}</p>
      <div className="table-wrap backup-delete__items">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('delete.name')}</th>
              <th scope="col">{t('delete.path')}</th>
            </tr>
          </thead>
          <tbody>
            {selection.items.map((item) => (
              <tr key={`${item.kind}-${item.entry.id}`}>
                <td>{item.kind === 'folder' && item.root ? '' : item.entry.name}</td>
                <td>{item.entry.path}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeleteConfirmFrame>
  );
}
