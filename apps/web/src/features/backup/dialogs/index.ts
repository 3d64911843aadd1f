// The backup dialogs the browser screens open: downloads, restore and deletion.
import '../dialogs.css';

export type { BackupSelection, BackupSelectionItem } from './backup-selection.ts';
export { DeleteDataDialog, type DeleteDataDialogProps } from './delete/delete-data-dialog.tsx';
export { DeletePlanDataDialog, type DeletePlanDataDialogProps } from './delete/delete-plan-data-dialog.tsx';
export { DownloadFileDialog, type DownloadFileDialogProps } from './download/download-file-dialog.tsx';
export { DownloadFolderDialog, type DownloadFolderDialogProps } from './download/download-folder-dialog.tsx';
export { ImageDownloadDialog, type ImageDownloadDialogProps } from './download/image-download-dialog.tsx';
export { RestoreDialog, type RestoreDialogProps } from './restore/restore-dialog.tsx';
