// The device folder listing behind the console's folder tree: its roots, its order and its pages, and
// with --root, nothing outside that folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceRoot } from '../paths/device-root.ts';
import { createFolder } from './create-folder.ts';
import { listFolder } from './list-folder.ts';

let dir: string;
let device: DeviceRoot;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-list-'));
  device = new DeviceRoot(dir);
  for (const name of ['beta', 'Alpha']) fs.mkdirSync(path.join(dir, name));
  for (const name of ['a.txt', 'z.txt', 'm.txt']) fs.writeFileSync(path.join(dir, name), name);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('listFolder', () => {
  it.runIf(process.platform !== 'win32')('starts at / on a device without --root', async () => {
    expect(await listFolder('', null)).toEqual({
      entries: [{ name: '/', path: '/', type: 'volume' }],
      nextCursor: null,
    });
  });

  it('starts at the device\'s own "/" when the agent has --root', async () => {
    expect(await listFolder('', null, { device })).toEqual({
      entries: [{ name: '/', path: '/', type: 'volume' }],
      nextCursor: null,
    });
  });

  it('lists folders first, then files, each by name, a page at a time, by device path', async () => {
    const first = await listFolder('/', null, { device, pageSize: 3 });
    expect(first.entries.map((e) => [e.name, e.type])).toEqual([
      ['Alpha', 'folder'],
      ['beta', 'folder'],
      ['a.txt', 'file'],
    ]);
    expect(first.entries[0]?.path).toBe('/Alpha');
    const second = await listFolder('/', first.nextCursor, { device, pageSize: 3 });
    expect(second.entries.map((e) => e.name)).toEqual(['m.txt', 'z.txt']);
    expect(second.nextCursor).toBeNull();
  });

  it.runIf(process.platform !== 'win32')(
    'lists nothing outside --root: not the machine\'s /etc, not through "..", not through a link',
    async () => {
      await expect(listFolder('/etc', null, { device })).rejects.toThrow();
      await expect(listFolder(`${dir}/../../etc`, null, { device })).rejects.toThrow('".."');
      await expect(listFolder('/Alpha/../..', null, { device })).rejects.toThrow('".."');
      fs.symlinkSync('/etc', path.join(dir, 'beta', 'etc-link'));
      await expect(listFolder('/beta/etc-link', null, { device })).rejects.toThrow('through a link');
      await expect(createFolder(device, '/beta/etc-link', 'made-by-restore')).rejects.toThrow(
        'through a link',
      );
      expect(fs.existsSync('/etc/made-by-restore')).toBe(false);
    },
  );

  it('makes a new folder under --root and answers its device path', async () => {
    expect(await createFolder(device, '/Alpha', 'Restored')).toBe('/Alpha/Restored');
    expect(fs.statSync(path.join(dir, 'Alpha', 'Restored')).isDirectory()).toBe(true);
  });
});
