// A file entry as an agent stages it, for benchmark trees made up without files on disk: no chunks,
// and the path's hash standing in for the content's.
import { createHash } from 'node:crypto';
import type { FileEntry } from '@warden/domain';

/** The i-th entry of a made-up tree, modified `mtimeStepMs` after the one before it. */
export function syntheticEntry(path: string, i: number, size: number, mtimeStepMs: number): FileEntry {
  return {
    path,
    type: 'FILE',
    size,
    mtime: new Date(1_700_000_000_000 + i * mtimeStepMs).toISOString(),
    inode: String(i),
    mode: 0o100644,
    uid: 1000,
    gid: 1000,
    hash: createHash('sha256').update(path).digest('hex'),
    chunks: [],
    storedBytes: 0,
  };
}
