// The mapping between device paths and local ones at the agent's boundary, with and without --root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeviceRoot } from './device-root.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-device-root-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe.runIf(process.platform !== 'win32')('device paths under --root', () => {
  const folder = path.join(base, 'demo-devices', 'nw-fs-01', 'root');
  const device = new DeviceRoot(folder);

  it('resolves device paths under the root and reports local ones as device paths', () => {
    expect(device.toLocal('/srv/shares')).toBe(path.join(folder, 'srv', 'shares'));
    expect(device.toLocal('/')).toBe(folder);
    expect(device.toLocal('C:/Users')).toBe(path.join(folder, 'Users'));
    expect(device.normalize('/srv/shares/')).toBe('/srv/shares');
    expect(device.toDevice(path.join(folder, 'srv', 'shares', 'HR'))).toBe('/srv/shares/HR');
    expect(device.toDevice(folder)).toBe('/');
  });

  it('reports unclean local paths as path.resolve would read them, however they are written', () => {
    const cases: [string, string][] = [
      ['/srv/shares/HR/a.txt', '/srv/shares/HR/a.txt'],
      ['//srv', '/srv'],
      ['/srv//shares/', '/srv/shares'],
      ['/srv/./shares', '/srv/shares'],
      ['/srv/x/../shares', '/srv/shares'],
      ['/srv/...', '/srv/...'],
      ['/srv/.hidden/..x', '/srv/.hidden/..x'],
      ['/', '/'],
      ['/srv/a\\b', '/srv/a/b'],
    ];
    for (const [below, expected] of cases) expect(device.toDevice(`${folder}${below}`), below).toBe(expected);
    expect(() => device.toDevice(`${folder}-other/srv`)).toThrow('outside the device');
    expect(() => device.toDevice(`${folder}/srv/../..`)).toThrow('outside the device');
    expect(new DeviceRoot('/').toDevice('/srv/./shares/')).toBe('/srv/shares');
    expect(new DeviceRoot('/').toDevice('/srv/shares')).toBe('/srv/shares');
  });

  it('refuses paths that would leave the root, and names no local folder in messages', () => {
    for (const bad of ['/srv/../../etc', '/..', 'srv/shares', '/srv/./x', '/a\u0000b'])
      expect(() => device.toLocal(bad), bad).toThrow();
    expect(() => device.toDevice('/etc')).toThrow('outside the device');
    expect(device.hide(`ENOENT: scandir '${folder}/srv/x'`)).toBe("ENOENT: scandir '/srv/x'");
  });

  it('refuses an existing path that leads outside the root through a symbolic link', async () => {
    fs.mkdirSync(path.join(folder, 'srv'), { recursive: true });
    fs.symlinkSync('/etc', path.join(folder, 'srv', 'etc-link'));
    await expect(device.assertReallyInside(device.toLocal('/srv/etc-link'))).rejects.toThrow(
      '/srv/etc-link leads outside the device through a link',
    );
    await expect(device.assertReallyInside(device.toLocal('/srv'))).resolves.toBe(
      fs.realpathSync(path.join(folder, 'srv')),
    );
  });
});

describe('device paths without --root', () => {
  it('are the local paths themselves', () => {
    const device = new DeviceRoot();
    expect(device.toLocal('/srv/shares/')).toBe(path.resolve('/srv/shares').replace(/\\/g, '/'));
    expect(device.toDevice('/etc/hosts')).toBe('/etc/hosts');
    expect(device.hide('/etc/hosts')).toBe('/etc/hosts');
  });
});
