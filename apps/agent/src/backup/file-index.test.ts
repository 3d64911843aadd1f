// The per-plan index of what the last committed run saw: written as the run goes, in place only once
// committed, every entry read back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileIndex, type IndexedFile } from './file-index.ts';

let stateDir: string;
beforeEach(() => {
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-index-'));
});
afterEach(() => fs.rmSync(stateDir, { recursive: true, force: true }));

const entryOf = (i: number): IndexedFile => ({
  type: 'FILE',
  size: i,
  mtimeMs: 1_700_000_000_000 + i,
  ino: String(1000 + i),
  hash: i.toString(16).padStart(64, '0'),
});

describe('file index', () => {
  it('reads back every entry of a committed run, past many writes of lines', async () => {
    const writer = (await FileIndex.load(stateDir, 'plan-a')).startNext();
    // About 1 MiB of lines: several writes, the last one partly filled.
    for (let i = 0; i < 6_000; i++) {
      writer.add(`/share/folder-${i % 50}/file-${i}.txt`, entryOf(i));
      await writer.ready();
    }
    await writer.commit();

    const index = await FileIndex.load(stateDir, 'plan-a');
    expect(index.entries.size).toBe(6_000);
    expect(index.take('/share/folder-9/file-5959.txt')).toEqual(entryOf(5959));
    expect(index.unchanged('/share/folder-0/file-0.txt', 'FILE', 0, 1_700_000_000_000, '1000')).toBe(true);
  });

  it('keeps the last committed index when a run is aborted', async () => {
    const first = (await FileIndex.load(stateDir, 'plan-b')).startNext();
    first.add('/a.txt', entryOf(1));
    await first.commit();

    const second = (await FileIndex.load(stateDir, 'plan-b')).startNext();
    for (let i = 0; i < 3_000; i++) second.add(`/b-${i}.txt`, entryOf(i));
    await second.abort();

    const index = await FileIndex.load(stateDir, 'plan-b');
    expect([...index.entries.keys()]).toEqual(['/a.txt']);
    expect(fs.readdirSync(path.join(stateDir, 'index'))).toEqual(['plan-b.jsonl']);
  });
});
