// Walks a plan's folders depth-first, parents before children, skipping exclusions and anything that
// is not a regular file or folder. Unreadable folders are reported, not fatal.
import type { Dirent, Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { toPortable } from '../paths/device-root.ts';
import type { Exclusions } from './exclusions.ts';

const STAT_SLICE = 32;

export interface ScannedItem {
  path: string;
  type: 'FILE' | 'FOLDER';
  stat: Stats;
}

export async function* scanTree(
  root: string,
  exclusions: Exclusions,
  onError: (path: string, error: Error) => void,
): AsyncGenerator<ScannedItem> {
  const stack: string[] = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let dirents: Dirent[];
    try {
      dirents = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      onError(dir, err as Error);
      continue;
    }
    dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subdirs: string[] = [];
    const wanted = dirents
      .map((d) => ({ d, full: toPortable(path.join(dir, d.name)) }))
      .filter(({ d, full }) => (d.isFile() || d.isDirectory()) && !exclusions.excludes(full, d.name));
    // A folder's entries are stat'ed a slice at a time, concurrently: one after another, a folder of
    // thousands of files waits on thousands of thread-pool round trips.
    for (let i = 0; i < wanted.length; i += STAT_SLICE) {
      const slice = wanted.slice(i, i + STAT_SLICE);
      const stats = await Promise.all(slice.map(({ full }) => fs.lstat(full).catch((err: Error) => err)));
      for (const [k, { d, full }] of slice.entries()) {
        const stat = stats[k]!;
        if (stat instanceof Error) {
          onError(full, stat);
        } else if (d.isDirectory()) {
          yield { path: full, type: 'FOLDER', stat };
          subdirs.push(full);
        } else {
          yield { path: full, type: 'FILE', stat };
        }
      }
    }
    // Pushed in reverse so that sub-folders are walked in name order.
    for (const sub of subdirs.reverse()) stack.push(sub);
  }
}
