// Which of the script library's operating systems a device is, from its class: the console lists a
// device's scripts by it and the server refuses a run (or skips a scheduled one) on another.
import { type NodeClass, type OsFamily, osFamily } from '../devices/node-class.ts';
import type { ScriptOperatingSystem } from './script-enums.ts';

const byFamily = { windows: 'WINDOWS', linux: 'LINUX', mac: 'MAC' } as const satisfies Record<
  OsFamily,
  ScriptOperatingSystem
>;

export const scriptOperatingSystemOf = (nodeClass: NodeClass): ScriptOperatingSystem =>
  byFamily[osFamily(nodeClass)];
