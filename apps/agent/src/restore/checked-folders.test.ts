// A restore job's folders: each level checked once however many files go into it, and a folder
// replaced by a symbolic link after its check refused before a file goes into it.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckedFolders } from './checked-folders.ts';

let base: string;
beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-checked-folders-'));
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const freshRoot = (name: string) => {
  const root = path.join(base, name);
  fs.mkdirSync(root);
  return root;
};

describe.runIf(process.platform !== 'win32')('checked folders', () => {
  it('checks each folder once per job, however many files it holds', async () => {
    const root = freshRoot('once');
    const folders = new CheckedFolders(root);
    const lstat = vi.spyOn(fsp, 'lstat');
    const deep = path.join(root, 'a', 'b');
    await Promise.all(Array.from({ length: 40 }, () => folders.ensure(deep)));
    await Promise.all(Array.from({ length: 40 }, () => folders.ensure(path.join(root, 'a'))));
    const looks = (p: string) => lstat.mock.calls.filter(([arg]) => arg === p).length;
    // A folder made here is looked at before and after it is made; never again.
    expect(looks(deep)).toBeGreaterThanOrEqual(1);
    expect(looks(path.join(root, 'a'))).toBeLessThanOrEqual(2);
    expect(looks(deep)).toBeLessThanOrEqual(2);
    expect(fs.statSync(deep).isDirectory()).toBe(true);
  });

  it('refuses a link in the way, and a folder replaced by a link after its check', async () => {
    const root = freshRoot('links');
    const outside = freshRoot('outside');
    fs.symlinkSync(outside, path.join(root, 'link'));
    const folders = new CheckedFolders(root);
    await expect(folders.ensure(path.join(root, 'link', 'deeper'))).rejects.toThrow('symbolic link');

    const swapped = path.join(root, 'swapped');
    await folders.ensure(swapped);
    await folders.confirm(swapped);
    fs.rmdirSync(swapped);
    fs.symlinkSync(outside, swapped);
    await expect(folders.confirm(swapped)).rejects.toThrow('symbolic link');
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('knows which folders this job made, and not those it found', async () => {
    const root = freshRoot('made');
    fs.mkdirSync(path.join(root, 'found'));
    const folders = new CheckedFolders(root);
    await folders.ensure(path.join(root, 'found', 'new', 'deeper'));
    expect(folders.madeByThisJob(path.join(root, 'found'))).toBe(false);
    expect(folders.madeByThisJob(path.join(root, 'found', 'new'))).toBe(true);
    expect(folders.madeByThisJob(path.join(root, 'found', 'new', 'deeper'))).toBe(true);
    expect(folders.madeByThisJob(root)).toBe(false);
    expect(new CheckedFolders(root, true).madeByThisJob(root)).toBe(true);
  });
});
