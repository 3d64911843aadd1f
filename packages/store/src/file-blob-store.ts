// BlobStore on a local or network file system: key "<folders>/<name>" is the file
// root/<folders>/<first two characters of name>/<name>, written to a temporary file and renamed into place
// (or hard-linked, when an existing object must be kept).
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  type BlobData,
  BlobNotFoundError,
  type BlobStore,
  blobKeySegments,
  InvalidBlobKeyError,
  isBlobKeySegment,
} from './blob-store.ts';
import { DirectWrites } from './direct-write.ts';
import { withJoined } from './kept-join.ts';

// The callback readFile reads a file in one request; fs/promises' reads it 512 KiB at a time.
const readWhole = promisify(fs.readFile);

const HAS_MANY_CONCURRENCY = 32;
// More than libuv's four threads, so a sync waiting on the journal never leaves the pool idle.
const PUT_CONCURRENCY = 16;
// Windows refuses to replace a file another process has open; such a reader is gone within moments.
const RENAME_ATTEMPTS = 5;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Errors meaning "no file under this name" (ENOTDIR: a path component is a file). */
function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function renameReplacing(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = errorCode(error);
      const transient = code === 'EPERM' || code === 'EACCES' || code === 'EBUSY';
      if (!transient || attempt >= RENAME_ATTEMPTS) throw error;
      await sleep(20 * attempt);
    }
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Gives temp the name file unless that name exists, and removes temp either way; answers whether it
 * did. link() refuses an existing name, where rename() would replace the file under it.
 */
async function linkNew(temp: string, file: string): Promise<boolean> {
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // File systems without hard links (FAT, exFAT, some shares) answer EPERM, ENOTSUP, EISDIR (FAT
    // on Windows)...: only a check then a rename is left there, and a writer racing in between could
    // be replaced. A real fault (permissions, a full disk) shows again in the rename.
    if (await isFile(file)) return false;
    await renameReplacing(temp, file);
    return true;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Writes data to a new temporary file beside file and syncs it; answers the temporary file's path. */
async function writeTemp(file: string, data: BlobData, direct: DirectWrites | null): Promise<string> {
  // A dot name is never a valid key, so listings skip temporary files a crash may leave behind.
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    if (direct && (await direct.writeNew(temp, data))) return temp;
    const handle = await open(temp, 'wx');
    try {
      if (Buffer.isBuffer(data)) await handle.writeFile(data);
      else await withJoined(data, (joined) => handle.writeFile(joined));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return temp;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Runs work over items, at most limit at a time; after a failure no new item starts, and the first error is thrown once all have stopped. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

export class FileBlobStore implements BlobStore {
  readonly root: string;
  /** Set by options.direct: large objects go around the page cache where the file system allows it. */
  readonly direct: DirectWrites | null;

  /**
   * options.direct: write objects of 1 MiB and more with O_DIRECT (direct-write.ts), for a store of
   * packs written a few at a time, such as the server's; a store of many concurrent chunk-sized objects
   * would make page-aligned memory for most of them.
   */
  constructor(root: string, options: { direct?: boolean } = {}) {
    this.root = path.resolve(root);
    this.direct = options.direct ? new DirectWrites() : null;
  }

  /** The file that holds key; throws InvalidBlobKeyError for a key that could leave the root. */
  pathOf(key: string): string {
    const segments = blobKeySegments(key);
    const name = segments.pop()!;
    const file = path.join(this.root, ...segments, name.slice(0, 2), name);
    const inside = this.root.endsWith(path.sep) ? this.root : this.root + path.sep;
    if (!file.startsWith(inside)) throw new InvalidBlobKeyError(key, 'outside the store');
    return file;
  }

  async has(key: string): Promise<boolean> {
    return isFile(this.pathOf(key));
  }

  async hasMany(keys: Iterable<string>): Promise<Set<string>> {
    const queue = [...new Set(keys)];
    for (const key of queue) this.pathOf(key);
    const present = new Set<string>();
    await eachLimited(queue, HAS_MANY_CONCURRENCY, async (key) => {
      if (await this.has(key)) present.add(key);
    });
    return present;
  }

  async put(key: string, data: BlobData): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = await writeTemp(file, data, this.direct);
    try {
      await renameReplacing(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Writes every object to its temporary file and syncs them concurrently (the file system folds
   * the syncs into a few journal commits), then renames them into place: a batch of small chunks
   * costs a fraction of one put() after another.
   */
  async putMany(entries: readonly (readonly [string, Buffer])[]): Promise<void> {
    const items = entries.map(([key, data]) => ({ file: this.pathOf(key), data, temp: '' }));
    await Promise.all(
      [...new Set(items.map((i) => path.dirname(i.file)))].map((d) => mkdir(d, { recursive: true })),
    );
    try {
      await eachLimited(items, PUT_CONCURRENCY, async (item) => {
        item.temp = await writeTemp(item.file, item.data, this.direct);
      });
      await eachLimited(items, PUT_CONCURRENCY, async (item) => {
        await renameReplacing(item.temp, item.file);
        item.temp = '';
      });
    } catch (error) {
      await Promise.all(items.filter((i) => i.temp).map((i) => rm(i.temp, { force: true })));
      throw error;
    }
  }

  async putIfAbsent(key: string, data: Buffer): Promise<boolean> {
    const file = this.pathOf(key);
    // Most calls find the object present; they skip writing and syncing a temporary file.
    if (await isFile(file)) return false;
    await mkdir(path.dirname(file), { recursive: true });
    return linkNew(await writeTemp(file, data, this.direct), file);
  }

  /** As putMany(), keeping every object already stored. */
  async putManyIfAbsent(entries: readonly (readonly [string, Buffer])[]): Promise<Set<string>> {
    const byKey = new Map(
      entries.map(([key, data]) => [key, { key, data, file: this.pathOf(key), temp: '' }]),
    );
    const present = await this.hasMany(byKey.keys());
    const items = [...byKey.values()].filter((i) => !present.has(i.key));
    await Promise.all(
      [...new Set(items.map((i) => path.dirname(i.file)))].map((d) => mkdir(d, { recursive: true })),
    );
    const stored = new Set<string>();
    try {
      await eachLimited(items, PUT_CONCURRENCY, async (item) => {
        item.temp = await writeTemp(item.file, item.data, this.direct);
      });
      await eachLimited(items, PUT_CONCURRENCY, async (item) => {
        const temp = item.temp;
        item.temp = '';
        if (await linkNew(temp, item.file)) stored.add(item.key);
      });
    } catch (error) {
      await Promise.all(items.filter((i) => i.temp).map((i) => rm(i.temp, { force: true })));
      throw error;
    }
    return stored;
  }

  async get(key: string): Promise<Buffer> {
    const file = this.pathOf(key);
    try {
      return await readWhole(file);
    } catch (error) {
      if (isMissing(error) || errorCode(error) === 'EISDIR') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  /** Reads only the range, so a chunk out of a pack costs its own bytes, not the pack's. */
  async getRange(key: string, offset: number, length: number): Promise<Buffer> {
    const file = this.pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || errorCode(error) === 'EISDIR') throw new BlobNotFoundError(key);
      throw error;
    }
    try {
      const out = Buffer.allocUnsafe(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(out, filled, length - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === length ? out : out.subarray(0, filled);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *list(prefix = ''): AsyncGenerator<string> {
    // Start in the deepest folder the prefix names completely; the filter below does the rest.
    const lastSlash = prefix.lastIndexOf('/');
    const start = lastSlash < 0 ? [] : blobKeySegments(prefix.slice(0, lastSlash));
    for await (const key of this.walk(start)) {
      if (key.startsWith(prefix)) yield key;
    }
  }

  private async *walk(segments: string[]): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(this.root, ...segments), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (!isBlobKeySegment(entry.name)) continue;
      if (entry.isDirectory()) {
        yield* this.walk([...segments, entry.name]);
      } else if (entry.isFile() && segments.length > 0 && segments.at(-1) === entry.name.slice(0, 2)) {
        yield [...segments.slice(0, -1), entry.name].join('/');
      }
    }
  }
}
