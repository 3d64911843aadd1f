// The demo installation as the backup browser tests see it: the two devices, by their ids and their
// agents' folders on disk, and the browser hooks of a backup test file.
import fs from 'node:fs';
import path from 'node:path';
import { helpApi } from '@warden/domain';
import { beforeAll, inject } from 'vitest';
import { apiAs } from './api-as.ts';
import { type BrowserSession, useBrowser } from './browser.ts';
import { demoDevicesDir, waitForDemoSeeded } from './demo-seeded.ts';

export interface DemoDevice {
  id: number;
  hostname: string;
  /** The folder the device's agent runs in with --root: the device's "/" (its whole disk, for the demo). */
  root: string;
}

/** Where a device path ("/srv/shares", as the console shows it) is on this machine's disk. */
export const onDisk = (device: DemoDevice, devicePath: string): string => path.join(device.root, devicePath);

function readDevice(folder: string, hostname: string): DemoDevice {
  const dir = path.join(demoDevicesDir(inject('demoDataDir')), folder);
  const state = JSON.parse(fs.readFileSync(path.join(dir, 'agent', 'state.json'), 'utf8')) as {
    nodeId: number;
  };
  return { id: state.nodeId, hostname, root: path.join(dir, 'root') };
}

export interface DemoSession {
  browser: BrowserSession;
  /** NW-WS-042, the workstation ("Workstation documents", "System image"). */
  readonly workstation: DemoDevice;
  /** NW-FS-01, the file server ("File shares" over /srv/shares, "Data volume" over /srv). */
  readonly fileServer: DemoDevice;
}

/**
 * Registers the browser hooks and reads the demo devices; call it once at the top of a test file.
 * The global set-up has waited for the demo's backups already.
 */
export function useDemo(): DemoSession {
  const browser = useBrowser();
  let devices: { workstation: DemoDevice; fileServer: DemoDevice } | undefined;
  beforeAll(async () => {
    await waitForDemoSeeded(browser.baseUrl, inject('demoDataDir'), 0);
    // The help panel's one-time guide would sit over the backup tab.
    await (await apiAs(browser.baseUrl, browser.admin)).call(helpApi.hideTooltip);
    devices = {
      workstation: readDevice('nw-ws-042', 'NW-WS-042'),
      fileServer: readDevice('nw-fs-01', 'NW-FS-01'),
    };
  });
  const ready = () => {
    if (!devices) throw new Error('the demo devices are known once the demo is ready');
    return devices;
  };
  return {
    browser,
    get workstation() {
      return ready().workstation;
    },
    get fileServer() {
      return ready().fileServer;
    },
  };
}
