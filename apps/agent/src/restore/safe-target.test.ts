// The agent's own path checks: a manifest cannot make it write outside the destination folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertReallyInside, resolveRoot, resolveTarget } from './safe-target.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-safe-target-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('restore targets', () => {
  const root = resolveRoot(path.join(base, 'restore'));

  it('accepts paths inside the destination folder', () => {
    expect(resolveTarget(root, path.join(root, 'docs/a.txt'), 'FILE')).toBe(path.join(root, 'docs', 'a.txt'));
    expect(resolveTarget(root, root, 'FOLDER')).toBe(root);
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
      expect(() => resolveTarget(root, bad, 'FILE'), bad).toThrow();
    }
    expect(() => resolveTarget(root, root, 'FILE')).toThrow('outside the destination folder');
    expect(() => resolveRoot('restore')).toThrow('not an absolute path');
    expect(() => resolveRoot('/srv/../etc')).toThrow('".."');
  });

  it('refuses a folder that leads outside through a symbolic link', async () => {
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(path.join(base, 'elsewhere'));
    fs.symlinkSync(path.join(base, 'elsewhere'), path.join(root, 'link'));
    await expect(assertReallyInside(fs.realpathSync(root), path.join(root, 'link'))).rejects.toThrow(
      'through a link',
    );
    await expect(assertReallyInside(fs.realpathSync(root), root)).resolves.toBeUndefined();
  });
});
