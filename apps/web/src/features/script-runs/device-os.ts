// The script operating system of a device, from its class, so the run dialog lists only the scripts
// the device can run (the server refuses the others with a 400 on deviceIds).
import { type NodeClass, osFamily, type ScriptOperatingSystem } from '@warden/domain';

const byFamily = { windows: 'WINDOWS', linux: 'LINUX', mac: 'MAC' } as const satisfies Record<
  ReturnType<typeof osFamily>,
  ScriptOperatingSystem
>;

export const scriptOsOf = (nodeClass: NodeClass): ScriptOperatingSystem => byFamily[osFamily(nodeClass)];
