// The service list on each OS: systemctl's output parsed, the unit-file fallback under a --root
// folder, PowerShell's JSON on Windows, and a refusal on an OS without a lookup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceRoot } from '../paths/device-root.ts';
import { listServices, parseSystemctlUnits } from './list-services.ts';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function deviceDisk(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-services-'));
  folders.push(root);
  write(root, 'lib/systemd/system/nginx.service', '[Unit]\nDescription=A high performance web server\n');
  write(root, 'lib/systemd/system/getty@.service', '[Unit]\nDescription=Getty on %I\n');
  write(root, 'lib/systemd/system/ssh.service', '[Unit]\nDescription=OpenBSD Secure Shell server\n');
  write(root, 'etc/systemd/system/ssh.service', '[Unit]\nDescription=Local SSH override\n');
  write(root, 'lib/systemd/system/basic.target', '[Unit]\nDescription=Basic System\n');
  write(
    root,
    'etc/init.d/postgresql',
    '#!/bin/sh\n### BEGIN INIT INFO\n# Short-Description: PostgreSQL RDBMS server\n',
  );
  write(root, 'etc/init.d/nginx', '#!/bin/sh\n');
  write(root, 'etc/init.d/legacy', '#!/bin/sh\necho hi\n');
  write(root, 'etc/init.d/README', 'not a service');
  return root;
}

describe('listServices', () => {
  it('parses systemctl list-units, skipping units that are not found and non-services', () => {
    const out = [
      'cron.service                 loaded    active   running Regular background program processing daemon',
      '● foo.service                not-found inactive dead    foo.service',
      'nginx.service                loaded    failed   failed  A high performance web server',
      'systemd-journald.socket      loaded    active   running Journal Socket',
      '',
    ].join('\n');
    expect(parseSystemctlUnits(out)).toEqual([
      { serviceName: 'cron', displayName: 'Regular background program processing daemon' },
      { serviceName: 'nginx', displayName: 'A high performance web server' },
    ]);
  });

  it('asks systemctl when systemd runs the machine', async () => {
    const calls: string[][] = [];
    const list = await listServices(new DeviceRoot(), {
      platform: 'linux',
      systemdRunning: async () => true,
      run: async (command, args) => {
        calls.push([command, ...args]);
        return 'ssh.service loaded active running OpenBSD Secure Shell server\n';
      },
    });
    expect(calls).toEqual([['systemctl', 'list-units', '--type=service', '--all', '--no-legend', '--plain']]);
    expect(list).toEqual([{ serviceName: 'ssh', displayName: 'OpenBSD Secure Shell server' }]);
  });

  it('reads unit files and init scripts from the device disk under --root, sorted by name', async () => {
    const list = await listServices(new DeviceRoot(deviceDisk()), {
      platform: 'linux',
      systemdRunning: async () => true,
      run: async () => {
        throw new Error('systemctl must not be asked about another machine');
      },
    });
    expect(list).toEqual([
      { serviceName: 'legacy', displayName: 'legacy' },
      { serviceName: 'nginx', displayName: 'A high performance web server' },
      { serviceName: 'postgresql', displayName: 'PostgreSQL RDBMS server' },
      { serviceName: 'ssh', displayName: 'Local SSH override' },
    ]);
  });

  it('reads PowerShell JSON on Windows, one service or many', async () => {
    const many = await listServices(new DeviceRoot(), {
      platform: 'win32',
      run: async () =>
        '[{"Name":"Spooler","DisplayName":"Print Spooler"},{"Name":"W32Time","DisplayName":"Windows Time"}]',
    });
    expect(many).toEqual([
      { serviceName: 'Spooler', displayName: 'Print Spooler' },
      { serviceName: 'W32Time', displayName: 'Windows Time' },
    ]);
    const one = await listServices(new DeviceRoot(), {
      platform: 'win32',
      run: async () => '{"Name":"Spooler","DisplayName":"Print Spooler"}',
    });
    expect(one).toEqual([{ serviceName: 'Spooler', displayName: 'Print Spooler' }]);
  });

  it('refuses an OS without a lookup', async () => {
    await expect(listServices(new DeviceRoot(), { platform: 'darwin' })).rejects.toThrow(/not supported/);
  });
});
