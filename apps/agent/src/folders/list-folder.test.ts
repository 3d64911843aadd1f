// The device folder listing behind the console's folder tree: its roots, its order and its pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFolder, toPortablePath } from './list-folder.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-list-'));
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

  it('starts at the --root folder when the agent has one', async () => {
    const root = toPortablePath(dir);
    expect(await listFolder('', null, { root: dir })).toEqual({
      entries: [{ name: root, path: root, type: 'volume' }],
      nextCursor: null,
    });
  });

  it('lists folders first, then files, each by name, a page at a time', async () => {
    const first = await listFolder(dir, null, { pageSize: 3 });
    expect(first.entries.map((e) => [e.name, e.type])).toEqual([
      ['Alpha', 'folder'],
      ['beta', 'folder'],
      ['a.txt', 'file'],
    ]);
    expect(first.entries[0]?.path).toBe(toPortablePath(path.join(dir, 'Alpha')));
    const second = await listFolder(dir, first.nextCursor, { pageSize: 3 });
    expect(second.entries.map((e) => e.name)).toEqual(['m.txt', 'z.txt']);
    expect(second.nextCursor).toBeNull();
  });
});
