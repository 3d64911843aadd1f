// The device class to script operating system rule, for every class.
import { describe, expect, it } from 'vitest';
import { nodeClasses } from '../devices/node-class.ts';
import { scriptOperatingSystemOf } from './script-os.ts';

describe('scriptOperatingSystemOf', () => {
  it('maps every device class to the operating system its scripts are listed under', () => {
    expect(Object.fromEntries(nodeClasses.map((c) => [c, scriptOperatingSystemOf(c)]))).toEqual({
      WINDOWS_WORKSTATION: 'WINDOWS',
      WINDOWS_SERVER: 'WINDOWS',
      MAC: 'MAC',
      MAC_SERVER: 'MAC',
      LINUX_WORKSTATION: 'LINUX',
      LINUX_SERVER: 'LINUX',
    });
  });
});
