// Device classes and the rules that hang off them (OS family, server or workstation).
export const nodeClasses = [
  'WINDOWS_WORKSTATION',
  'WINDOWS_SERVER',
  'MAC',
  'MAC_SERVER',
  'LINUX_WORKSTATION',
  'LINUX_SERVER',
] as const;
export type NodeClass = (typeof nodeClasses)[number];

export type OsFamily = 'windows' | 'mac' | 'linux';

export function osFamily(nodeClass: NodeClass): OsFamily {
  if (nodeClass.startsWith('WINDOWS')) return 'windows';
  if (nodeClass.startsWith('MAC')) return 'mac';
  return 'linux';
}

export function isServerClass(nodeClass: NodeClass): boolean {
  return nodeClass.endsWith('SERVER');
}

/** The class an agent reports, from its platform and whether the OS is a server edition. */
export function nodeClassFor(platform: string, server: boolean): NodeClass {
  if (platform === 'win32') return server ? 'WINDOWS_SERVER' : 'WINDOWS_WORKSTATION';
  if (platform === 'darwin') return server ? 'MAC_SERVER' : 'MAC';
  return server ? 'LINUX_SERVER' : 'LINUX_WORKSTATION';
}

/** A device is online while its agent has been heard from within this window. */
export const OFFLINE_AFTER_MS = 90_000;
