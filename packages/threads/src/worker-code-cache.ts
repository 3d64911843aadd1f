// Worker bundles kept on disk between processes, each with the size and modification time of every
// file that went into it: a bundle is used only while all of them are unchanged. The cache lies in the
// installation's node_modules/.cache, as other build tools' do, so whoever may change the code there
// is whoever may change the installation; a cache that cannot be read or written is simply not used.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/warden-worker-code/', import.meta.url),
);

interface Kept {
  identity: string;
  /** Each input as [absolute path, size, mtimeMs]; a file looked for and absent as [path, -1, -1]. */
  inputs: [string, number, number][];
  code: string;
}

const fileOf = (cacheDir: string, identity: string) =>
  path.join(cacheDir, `${createHash('sha256').update(identity).digest('hex').slice(0, 32)}.json`);

function stamp(file: string): [string, number, number] {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? [file, stat.size, stat.mtimeMs] : [file, -1, -1];
}

function unchanged([file, size, mtimeMs]: [string, number, number]): boolean {
  const [, nowSize, nowMtimeMs] = stamp(file);
  return nowSize === size && nowMtimeMs === mtimeMs;
}

/** The kept code for this identity (the module and how it is bundled), or null when any input changed. */
export function cachedBundle(cacheDir: string, identity: string): string | null {
  let kept: Kept;
  try {
    kept = JSON.parse(fs.readFileSync(fileOf(cacheDir, identity), 'utf8')) as Kept;
  } catch {
    return null;
  }
  if (kept.identity !== identity || !Array.isArray(kept.inputs) || typeof kept.code !== 'string') return null;
  return kept.inputs.every(unchanged) ? kept.code : null;
}

/**
 * Keeps a bundle, written under a temporary name and renamed, so that a process starting meanwhile
 * reads the old one or the new one whole. The inputs are stat'ed after bundling: a file changed while
 * esbuild ran reads as changed next time.
 */
export function keepBundle(
  cacheDir: string,
  identity: string,
  built: { code: string; inputs: string[] },
): void {
  try {
    const inputs = built.inputs.map(stamp);
    fs.mkdirSync(cacheDir, { recursive: true });
    const target = fileOf(cacheDir, identity);
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(temp, JSON.stringify({ identity, inputs, code: built.code } satisfies Kept));
    fs.renameSync(temp, target);
  } catch {
    // A read-only installation bundles each time, as before there was a cache.
  }
}
