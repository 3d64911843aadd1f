// What a backup dialog acts on (a device, a plan and items of the browser), and the facts the
// dialogs read off it: the kind of selection, its root folders and the ids to delete.
import type { BackupFolder, BackupPlan, Device, FolderContentEntry } from '@warden/domain';

export type BackupSelectionItem =
  | { kind: 'file'; entry: FolderContentEntry }
  | { kind: 'folder'; entry: FolderContentEntry | BackupFolder; root: boolean };

/** What a dialog acts on: a device, a plan, and one or more items of the browser. */
export interface BackupSelection {
  device: Device;
  plan: BackupPlan;
  /** Items chosen in the browser; each with its backed-up path. Folders may be plan roots. */
  items: BackupSelectionItem[];
}

/** One file, one folder, or several items (a batch). */
export type SelectionKind = 'file' | 'folder' | 'batch';

export function selectionKind(selection: BackupSelection): SelectionKind {
  if (selection.items.length !== 1) return 'batch';
  return selection.items[0]!.kind;
}

export function rootFolderCount(selection: BackupSelection): number {
  return selection.items.filter((item) => item.kind === 'folder' && item.root).length;
}

/** The shown path: the item's path, or the paths of a batch one after another. */
export function selectionPaths(selection: BackupSelection): string[] {
  return selection.items.map((item) => item.entry.path);
}

export function deletionIds(selection: BackupSelection): { fileIds: number[]; folderIds: number[] } {
  return {
    fileIds: selection.items.filter((i) => i.kind === 'file').map((i) => i.entry.id),
    folderIds: selection.items.filter((i) => i.kind === 'folder').map((i) => i.entry.id),
  };
}

/** A device's name as the console shows it. */
export function deviceLabel(device: Pick<Device, 'friendlyName' | 'displayName'>): string {
  return device.friendlyName || device.displayName;
}
