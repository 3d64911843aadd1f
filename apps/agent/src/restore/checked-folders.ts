// The destination folders of one restore job, each made and checked once (one level at a time, no link
// followed) instead of once per file; before a file goes into a folder, one look at its real path
// refuses a folder that was replaced by a symbolic link since it was checked. Folders the job made
// itself started empty, so files restored into them need no look for one already in their place.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../paths/device-root.ts';
import { makeFolders } from './safe-target.ts';

export function linkedFolderError(folder: string): Error {
  return new Error(`${folder} was replaced by a symbolic link, which a restore does not follow`);
}

export class CheckedFolders {
  private checked = new Map<string, Promise<void>>();
  private realRoot: Promise<string> | null = null;
  private made = new Set<string>();

  /** root: the local destination folder, made and trusted as it is; rootIsNew: this job made it. */
  constructor(
    readonly root: string,
    rootIsNew = false,
  ) {
    if (rootIsNew) this.made.add(root);
  }

  /**
   * Whether this job made folder (once ensure() has resolved for it). Another program may still put a
   * file there meanwhile; placing a file never replaces one unless the rule is Overwrite.
   */
  madeByThisJob(folder: string): boolean {
    return this.made.has(folder);
  }

  /** Makes folder (inside root) and those above it, checking each level once per job. */
  ensure(folder: string): Promise<void> {
    if (folder === this.root) return Promise.resolve();
    let done = this.checked.get(folder);
    if (!done) {
      if (!isInside(this.root, folder)) return Promise.reject(new Error(`${folder} is outside ${this.root}`));
      const parent = path.dirname(folder);
      done = this.ensure(parent)
        .then(() => makeFolders(parent, folder))
        .then((made) => {
          for (const f of made) this.made.add(f);
        });
      this.checked.set(folder, done);
    }
    return done;
  }

  /** The real path folder, checked before, is to have: where it led when it was checked. */
  async realPathOf(folder: string): Promise<string> {
    this.realRoot ??= fs.realpath(this.root);
    return path.join(await this.realRoot, path.relative(this.root, folder));
  }

  /** Throws unless folder, checked before, still leads where it did (no link put in its way since). */
  async confirm(folder: string): Promise<void> {
    const expected = await this.realPathOf(folder);
    if ((await fs.realpath(folder)) !== expected) throw linkedFolderError(folder);
  }
}
