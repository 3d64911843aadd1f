// Walks a plan's folders depth-first, parents before children, skipping exclusions and anything that
// is not a regular file or folder. Unreadable folders are reported, not fatal.
import fs, { type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { toPortable } from '../paths/device-root.ts';
import type { Exclusions } from './exclusions.ts';

const STAT_SLICE = 32;

export interface ScannedItem {
  path: string;
  type: 'FILE' | 'FOLDER';
  stat: Stats;
}

function lstatOrError(file: string): Stats | Error {
  try {
    return fs.lstatSync(file);
  } catch (err) {
    return err as Error;
  }
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
      dirents = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      onError(dir, err as Error);
      continue;
    }
    dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subdirs: string[] = [];
    // The folder's path is clean (the root as toLocal gives it, then paths built here) and a name holds
    // no separator, so joining is appending: path.join would normalise the whole path for each entry.
    const prefix = dir.endsWith('/') || dir.endsWith(path.sep) ? dir : `${dir}/`;
    const wanted = dirents
      .map((d) => ({ d, full: toPortable(prefix + d.name) }))
      .filter(({ d, full }) => (d.isFile() || d.isDirectory()) && !exclusions.excludes(full, d.name));
    // Stat'ed synchronously, a slice at a time with a turn of the event loop between slices: each call
    // takes microseconds, and a round trip through libuv's thread pool per file cost the main thread
    // ten times that (waking a pool thread), which a backup of many small files paid once per file.
    for (let i = 0; i < wanted.length; i += STAT_SLICE) {
      await nextTurn();
      const slice = wanted.slice(i, i + STAT_SLICE);
      const stats = slice.map(({ full }) => lstatOrError(full));
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
