// A new file's bytes written with O_DIRECT where Linux and the file system allow it: the disk takes them
// from memory kept for the purpose, where a buffered write has the kernel copy each byte into the page
// cache first. The blob store syncs every file it writes, so the cache saved the disk no work, and on
// one virtual machine the copy into fresh page cache was a tenth of a backup's CPU (docs/performance.md,
// "2026-12-08"). Elsewhere, and for small files (a direct write waits for the disk, where a buffered
// one of a few KiB costs next to nothing), files are written through the cache.
import { constants } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import type { BlobData } from './blob-store.ts';
import { withAligned } from './kept-join.ts';

const O_DIRECT = (constants as Record<string, number | undefined>).O_DIRECT;
/** Files smaller than this are written through the page cache. */
export const DIRECT_MIN_BYTES = 1024 * 1024;

const isRefusal = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EINVAL';

async function writeAll(handle: FileHandle, padded: Buffer): Promise<void> {
  for (let at = 0; at < padded.length; ) {
    const { bytesWritten } = await handle.write(padded, at, padded.length - at, at);
    if (bytesWritten === 0) throw new Error(`a direct write stopped at byte ${at}`);
    at += bytesWritten;
  }
}

/** Direct writes into one file system, until it first refuses one. */
export class DirectWrites {
  #refused = O_DIRECT === undefined;

  /** openFile: node:fs/promises' open, or a stand-in for tests of a system that refuses. */
  constructor(private readonly openFile: typeof open = open) {}

  /**
   * Creates file (which must not exist), writes data to it directly and syncs it; answers false,
   * having left no file, where direct writes are refused or the data is small: write it the usual way.
   */
  async writeNew(file: string, data: BlobData): Promise<boolean> {
    const size = Buffer.isBuffer(data) ? data.length : data.reduce((n, part) => n + part.length, 0);
    if (this.#refused || size < DIRECT_MIN_BYTES) return false;
    let handle: FileHandle;
    try {
      handle = await this.openFile(
        file,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_DIRECT!,
        0o666,
      );
    } catch (error) {
      if (!isRefusal(error)) throw error;
      this.#refused = true;
      return false;
    }
    let written = false;
    try {
      await withAligned(data, async (padded, length) => {
        await writeAll(handle, padded);
        // The last block was written whole; the file ends where the data does.
        if (padded.length !== length) await handle.truncate(length);
      });
      await handle.sync();
      written = true;
    } catch (error) {
      // V8 may refuse more page-aligned memory (it bounds the address space of such memory): this
      // file is written the usual way, and the next one tries again.
      if (!(error instanceof RangeError)) {
        if (!isRefusal(error)) throw error;
        // Some file systems accept O_DIRECT at the open and refuse the write.
        this.#refused = true;
      }
    } finally {
      await handle.close();
    }
    if (!written) await rm(file, { force: true });
    return written;
  }

  /** Whether this file system refused a direct write, so that all go through the page cache (for tests). */
  get refused(): boolean {
    return this.#refused;
  }
}
