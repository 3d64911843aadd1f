// The agent's own path checks: a manifest cannot make it write outside the destination folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeviceRoot } from '../paths/device-root.ts';
import { makeFolders, resolveRoot, resolveTarget } from './safe-target.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-safe-target-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('restore targets', () => {
  const whole = new DeviceRoot();
  const root = resolveRoot(whole, path.join(base, 'restore'));

  it('accepts paths inside the destination folder', () => {
    expect(resolveTarget(whole, root, path.join(root, 'docs/a.txt'), 'FILE')).toBe(
      path.join(root, 'docs', 'a.txt'),
    );
    expect(resolveTarget(whole, root, root, 'FOLDER')).toBe(root);
  });

  it('refuses "..", relative and outside paths, NUL, and the folder itself as a file', () => {
    for (const bad of [
      `${root}/../../etc/passwd`,
      '../../etc/passwd',
      'docs/a.txt',
      '/etc/passwd',
      `${root}-other/a.txt`,
      `${root}/a\u0000b`,
      `${root}/./a.txt`,
    ]) {
      expect(() => resolveTarget(whole, root, bad, 'FILE'), bad).toThrow();
    }
    expect(() => resolveTarget(whole, root, root, 'FILE')).toThrow('outside the destination folder');
    expect(() => resolveRoot(whole, 'restore')).toThrow('not an absolute path');
    expect(() => resolveRoot(whole, '/srv/../etc')).toThrow('".."');
  });

  it('resolves device paths under --root', () => {
    const device = new DeviceRoot(path.join(base, 'device'));
    const local = resolveRoot(device, '/Restored');
    expect(local).toBe(path.join(base, 'device', 'Restored'));
    expect(resolveTarget(device, local, '/Restored/HR/a.csv', 'FILE')).toBe(path.join(local, 'HR', 'a.csv'));
    expect(() => resolveTarget(device, local, '/Other/a.csv', 'FILE')).toThrow('outside');
  });
});

describe.runIf(process.platform !== 'win32')('making folders inside the destination', () => {
  it('creates nothing through a symbolic link that points outside', async () => {
    const root = path.join(base, 'linked');
    const elsewhere = path.join(base, 'elsewhere');
    fs.mkdirSync(root);
    fs.mkdirSync(elsewhere);
    fs.symlinkSync(elsewhere, path.join(root, 'link'));
    await expect(makeFolders(root, path.join(root, 'link', 'a', 'b'))).rejects.toThrow('symbolic link');
    expect(fs.readdirSync(elsewhere)).toEqual([]);
    fs.writeFileSync(path.join(root, 'file'), 'x');
    await expect(makeFolders(root, path.join(root, 'file', 'a'))).rejects.toThrow('not a folder');
  });

  it('creates the missing levels, each with the default folder mode', async () => {
    const root = path.join(base, 'levels');
    fs.mkdirSync(root);
    const old = process.umask(0o022);
    try {
      await makeFolders(root, path.join(root, 'a', 'b', 'c'));
    } finally {
      process.umask(old);
    }
    expect(fs.statSync(path.join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(root, 'a')).mode & 0o777).toBe(0o755);
    await expect(makeFolders(root, path.join(base, 'outside'))).rejects.toThrow('outside');
    expect(fs.existsSync(path.join(base, 'outside'))).toBe(false);
  });
});
