// Which devices a restore may go to (spec 000, section 5): online, backup enabled, of an eligible
// class, and — when the client's backup mode is MANUAL — among the client's allowed devices.
import type { NodeClass } from '../devices/node-class.ts';
import type { FeatureFlags } from '../settings/feature-flags.ts';

export const backupModes = ['AUTOMATIC', 'MANUAL'] as const;
export type BackupMode = (typeof backupModes)[number];

export function restoreDestinationClasses(flags: Pick<FeatureFlags, 'macff' | 'linux_backup'>): NodeClass[] {
  return [
    'WINDOWS_WORKSTATION',
    'WINDOWS_SERVER',
    ...(flags.macff ? (['MAC', 'MAC_SERVER'] as const) : []),
    ...(flags.linux_backup ? (['LINUX_WORKSTATION', 'LINUX_SERVER'] as const) : []),
  ];
}

export interface DestinationCandidate {
  id: number;
  nodeClass: NodeClass;
  online: boolean;
  lockhartEnabled: boolean;
}

export function isEligibleRestoreDestination(
  device: DestinationCandidate,
  flags: Pick<FeatureFlags, 'macff' | 'linux_backup'>,
  clientSettings: { mode: BackupMode; nodeIds: number[] },
): boolean {
  if (!device.online || !device.lockhartEnabled) return false;
  if (!restoreDestinationClasses(flags).includes(device.nodeClass)) return false;
  return clientSettings.mode !== 'MANUAL' || clientSettings.nodeIds.includes(device.id);
}

/** Original Location is offered when its flag is on and the selection is not several root folders. */
export function originalLocationDefault(flagOn: boolean, selectedRootFolders: number): boolean {
  return flagOn && selectedRootFolders <= 1;
}
