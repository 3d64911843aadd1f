// "If File Exists": where a restored file goes when its target is taken. Keep both names the copy
// "name (1).ext", then (2), …; placing never replaces a file unless the rule is Overwrite.
// The checks and moves are synchronous calls: each takes microseconds, and as a promise each cost the
// restore's main thread several times that in a round trip through libuv's thread pool, once per file.
import { createHash } from 'node:crypto';
import fs, { createReadStream } from 'node:fs';
import path from 'node:path';
import type { CollisionHandling } from '@warden/domain/agent';
import { chunkIdOf, FastCdc } from '@warden/store';

const MAX_COPIES = 10_000;

export function numberedName(target: string, n: number): string {
  const name = path.basename(target);
  const ext = path.extname(name);
  const stem = ext ? name.slice(0, -ext.length) : name;
  return path.join(path.dirname(target), `${stem} (${n})${ext}`);
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

export async function exists(p: string): Promise<boolean> {
  return fs.lstatSync(p, { throwIfNoEntry: false }) !== undefined;
}

/**
 * What a file's content is known by: its SHA-256, or for a file of several chunks, which has none, its
 * chunks (id and length, in order), which a file with that content is cut into again.
 */
export interface Content {
  size: number;
  hash: string | null;
  chunks: readonly (readonly [string, number])[];
}

/** Whether the file's bytes are cut into exactly these chunks; stops at the first that differs. */
async function cutInto(p: string, chunks: Content['chunks']): Promise<boolean> {
  const cdc = new FastCdc();
  let at = 0;
  const matches = (pieces: Buffer[]) =>
    pieces.every((piece) => {
      const expected = chunks[at++];
      return expected !== undefined && piece.length === expected[1] && chunkIdOf(piece) === expected[0];
    });
  for await (const block of createReadStream(p)) {
    if (!matches(cdc.push(block as Buffer))) return false;
  }
  return matches(cdc.finish()) && at === chunks.length;
}

/** Whether p is a regular file with this content. */
export async function hasContent(p: string, content: Content): Promise<boolean> {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.lstatSync(p, { throwIfNoEntry: false });
  } catch {
    return false;
  }
  if (!stat?.isFile() || stat.size !== content.size) return false;
  if (content.hash === null) return cutInto(p, content.chunks);
  const digest = createHash('sha256');
  for await (const block of createReadStream(p)) digest.update(block as Buffer);
  return digest.digest('hex') === content.hash;
}

/**
 * A file already holding exactly this content where the rule would put it (the target, or for Keep
 * both one of its numbered copies): restoring it again would change nothing.
 */
export async function findIdentical(
  target: string,
  content: Content,
  handling: CollisionHandling,
): Promise<string | null> {
  if (await hasContent(target, content)) return target;
  if (handling !== 'KEEP_BOTH') return null;
  for (let n = 1; n <= MAX_COPIES; n++) {
    const copy = numberedName(target, n);
    if (!(await exists(copy))) return null;
    if (await hasContent(copy, content)) return copy;
  }
  return null;
}

/** Moves temp to target unless target exists, atomically where the file system has hard links. */
async function placeIfFree(temp: string, target: string): Promise<boolean> {
  try {
    fs.linkSync(temp, target);
    fs.unlinkSync(temp);
    return true;
  } catch (err) {
    if (code(err) === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS'].includes(code(err) ?? '')) throw err;
  }
  if (await exists(target)) return false;
  fs.renameSync(temp, target);
  return true;
}

/** Puts the verified temporary file in place; answers the path used, or null when skipped. */
export async function placeFile(
  temp: string,
  target: string,
  handling: CollisionHandling,
): Promise<string | null> {
  if (handling === 'OVERWRITE') {
    try {
      fs.renameSync(temp, target);
    } catch (err) {
      // A folder is never replaced by a file (rename refuses); only then is the target looked at.
      if (fs.lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) {
        throw new Error('a folder of that name is in the way');
      }
      throw err;
    }
    return target;
  }
  if (handling === 'SKIP') return (await placeIfFree(temp, target)) ? target : null;
  for (let n = 0; n <= MAX_COPIES; n++) {
    const candidate = n === 0 ? target : numberedName(target, n);
    if (await placeIfFree(temp, candidate)) return candidate;
  }
  throw new Error(`more than ${MAX_COPIES} copies of this file exist`);
}
