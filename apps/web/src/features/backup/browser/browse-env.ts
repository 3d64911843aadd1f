// What every level of the browser works with: the device, what the technician may do, the division's
// flags, and the ways out of a level (open another level, open a dialog).
import type { BackupPlan, Device, FeatureFlags, MountedItem, Revision } from '@warden/domain';
import type { BackupSelection, BackupSelectionItem } from '../dialogs/index.ts';
import type { Crumb } from './browse-trail.ts';

export type DialogRequest =
  | {
      kind: 'restore' | 'downloadFile' | 'downloadFolder' | 'deleteData';
      selection: BackupSelection;
      /** From a row of the revision list: the revision the dialog starts on instead of the newest. */
      revision?: Revision;
    }
  | { kind: 'deletePlans'; plans: BackupPlan[] }
  | { kind: 'imageDownload'; plan: BackupPlan; revision: Revision; item: MountedItem };

export interface BrowseEnv {
  device: Device;
  /** Open folders and files, restore and download: mayBrowseBackupData (permission or division flag). */
  canView: boolean;
  /** canDeleteBackupData. */
  canDelete: boolean;
  features: FeatureFlags;
  open: (crumb: Crumb) => void;
  openDialog: (request: DialogRequest) => void;
}

export function selectionOf(env: BrowseEnv, plan: BackupPlan, items: BackupSelectionItem[]): BackupSelection {
  return { device: env.device, plan, items };
}
