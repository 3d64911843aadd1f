// The restore dialog's rules (spec 000, section 4): its title, where Original Location stands, when
// Restore may be pressed, and the jobs a submit creates (one per selected item).
import {
  type CollisionHandling,
  type Device,
  originalLocationDefault,
  type RestoreJobInput,
} from '@warden/domain';
import { type BackupSelection, deviceLabel, selectionKind } from '../backup-selection.ts';

export type LocationChoice = 'original' | 'other';
/** The availability check of the original location: still running, passed, or failed. */
export type Availability = 'pending' | 'available' | 'unavailable';

const titleKeys = {
  file: 'restore.fileTitle',
  folder: 'restore.folderTitle',
  batch: 'restore.batchTitle',
} as const;

export function restoreTitleKey(selection: BackupSelection) {
  return titleKeys[selectionKind(selection)];
}

export interface OriginalLocationFacts {
  flagOn: boolean;
  rootFolders: number;
  sourceOnline: boolean;
  availability: Availability;
}

/** Original Location may be chosen: offered, the source device up, and the check not failed. */
export function originalLocationUsable(facts: OriginalLocationFacts): boolean {
  return (
    originalLocationDefault(facts.flagOn, facts.rootFolders) &&
    facts.sourceOnline &&
    facts.availability !== 'unavailable'
  );
}

/** Original Location is the default while usable; it switches off when it stops being usable. */
export function effectiveLocation(choice: LocationChoice | null, usable: boolean): LocationChoice {
  if (!usable) return 'other';
  return choice ?? 'original';
}

export interface RestoreButtonFacts {
  saving: boolean;
  restoreDisabled: boolean;
  location: LocationChoice;
  availability: Availability;
  destination: Device | null;
  destinationPath: string | null;
  /** A revision or backup job is chosen (the newest is chosen for the technician once listed). */
  pointChosen: boolean;
}

export function canRestore(facts: RestoreButtonFacts): boolean {
  if (facts.saving || facts.restoreDisabled || !facts.pointChosen) return false;
  if (facts.location === 'original') return facts.availability === 'available';
  return facts.destination !== null && !!facts.destinationPath;
}

export interface RestoreChoices {
  location: LocationChoice;
  destination: Device | null;
  destinationPath: string | null;
  collisionHandling: CollisionHandling;
  /** The chosen revision (one file) or backup job (folders and batches); Restore waits for one. */
  pointId: number | null;
  restorePermissions: boolean;
}

const NAME_MAX = 255;
const nameOf = (device: Device) => deviceLabel(device).slice(0, NAME_MAX);

export function buildRestoreJobs(selection: BackupSelection, choices: RestoreChoices): RestoreJobInput[] {
  const { device, plan } = selection;
  const original = choices.location === 'original';
  const target = original ? device : choices.destination;
  if (!target) return [];
  const singleFile = selectionKind(selection) === 'file';
  const point = choices.pointId ?? undefined;
  return selection.items.map((item) => ({
    destinationNodeId: target.id,
    destinationNodeName: nameOf(target),
    sourceNodeId: device.id,
    sourceNodeName: nameOf(device),
    sourcePlanId: plan.id,
    sourcePlanName: plan.name.slice(0, NAME_MAX),
    sourcePath: item.entry.path,
    destinationPath: original ? '' : (choices.destinationPath ?? ''),
    collisionHandling: choices.collisionHandling,
    revisionId: singleFile ? point : undefined,
    backupJobId: singleFile ? undefined : point,
    originalLocation: original,
    restorePermissions: choices.restorePermissions,
    restoreDeletedFiles: false,
    restoreType: 'EXTRACT' as const,
  }));
}
