// The restore dialog's choices and what follows from them: the effective location (Original
// Location by default, switched off when unusable) and whether Restore may be pressed.
import {
  type CollisionHandling,
  type Device,
  mayBrowseBackupData,
  originalLocationDefault,
} from '@warden/domain';
import { useState } from 'react';
import { useSession } from '../../../auth/hooks/use-session.ts';
import { type BackupSelection, rootFolderCount } from '../backup-selection.ts';
import type { NewDestinationFolder } from '../restore/destination-folders.tsx';
import {
  type Availability,
  canRestore,
  effectiveLocation,
  type LocationChoice,
  originalLocationUsable,
  type RestoreChoices,
} from '../restore/restore-rules.ts';
import { useRestoreAvailability } from './use-restore-availability.ts';

export function useRestoreForm(selection: BackupSelection, saving: boolean, initialPointId?: number) {
  const session = useSession();
  const flags = session.divisionConfig.features;
  const { device, plan } = selection;
  const rootFolders = rootFolderCount(selection);
  const offered = originalLocationDefault(flags.restore_original_location, rootFolders);
  const checked = useRestoreAvailability(device.id, plan.id, offered && device.online);
  const availability: Availability = offered && device.online ? checked : 'unavailable';
  const usable = originalLocationUsable({
    flagOn: flags.restore_original_location,
    rootFolders,
    sourceOnline: device.online,
    availability,
  });

  const [choice, setChoice] = useState<LocationChoice | null>(null);
  const [pointId, setPointId] = useState<number | null>(initialPointId ?? null);
  const [collisionHandling, setCollisionHandling] = useState<CollisionHandling>('OVERWRITE');
  const [destination, setDestinationDevice] = useState<Device | null>(null);
  const [destinationPath, setDestinationPath] = useState<string | null>(null);
  const [restorePermissions, setRestorePermissions] = useState(false);
  const [newFolders, setNewFolders] = useState<NewDestinationFolder[]>([]);

  const location = effectiveLocation(choice, usable);
  const restoreDisabled =
    !mayBrowseBackupData(!!session.permissions.canViewAndRestoreBackupData, flags) || !flags.backup_enabled;
  const choices: RestoreChoices = {
    location,
    destination,
    destinationPath,
    collisionHandling,
    pointId,
    restorePermissions,
  };

  return {
    flags,
    choices,
    multipleRoots: rootFolders > 1,
    /** New Folder folders the chosen destination path runs through, parents first. */
    foldersToMake:
      location === 'other' && destinationPath
        ? newFolders.filter((f) => destinationPath === f.path || destinationPath.startsWith(`${f.path}/`))
        : [],
    originalUsable: usable,
    canSubmit: canRestore({
      saving,
      restoreDisabled,
      location,
      availability,
      destination,
      destinationPath,
      pointChosen: pointId !== null,
    }),
    setLocation: setChoice,
    setPointId,
    setCollisionHandling,
    setDestination: (next: Device) => {
      setDestinationDevice(next);
      setDestinationPath(null);
      setNewFolders([]);
    },
    addNewFolder: (folder: NewDestinationFolder) => setNewFolders((list) => [...list, folder]),
    setDestinationPath,
    setRestorePermissions,
  };
}

export type RestoreFormModel = ReturnType<typeof useRestoreForm>;
