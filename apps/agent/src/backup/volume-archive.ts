// An image plan's volume as one tar (pax) stream, entries in a fixed order so that unchanged data
// produces the same bytes and dedupes against the previous revision.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Exclusions } from './exclusions.ts';
import { scanTree } from './scan.ts';

export function volumeArchive(root: string, exclusions: Exclusions, onError: (p: string, e: Error) => void) {
  const pack = tar.pack();
  const fill = async () => {
    for await (const item of scanTree(root, exclusions, onError)) {
      const name = path.posix.relative(root, item.path);
      const common = {
        name,
        mode: item.stat.mode & 0o7777,
        mtime: item.stat.mtime,
        uid: item.stat.uid,
        gid: item.stat.gid,
      };
      if (item.type === 'FOLDER' || item.stat.size === 0) {
        await new Promise<void>((resolve, reject) =>
          pack.entry({ ...common, type: item.type === 'FOLDER' ? 'directory' : 'file', size: 0 }, (err) =>
            err ? reject(err) : resolve(),
          ),
        );
        continue;
      }
      const entry = pack.entry({ ...common, type: 'file', size: item.stat.size });
      try {
        await pipeline(fs.createReadStream(item.path, { end: Math.max(0, item.stat.size - 1) }), entry);
      } catch (err) {
        // The header promised a size: a file that shrank or vanished mid-run fails this revision
        // rather than writing an archive that lies.
        onError(item.path, err as Error);
        throw err;
      }
    }
    pack.finalize();
  };
  fill().catch((err) => pack.destroy(err));
  return pack;
}
