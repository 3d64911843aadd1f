// A worker module compiled into one piece of JavaScript for a worker thread, once per process. The
// agent and the server run their TypeScript through tsx, whose loader costs each worker thread a loader
// thread of its own and about 200 ms of CPU to start; bundled here with esbuild, a worker starts in 30
// to 50 ms, as plain JavaScript does, and may import the project's modules. The bundle is kept on disk
// (worker-code-cache.ts) with the size and time of each file in it: starting esbuild to bundle again
// held a process's main thread 50 to 300 ms at the start of each backup, restore and download.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, version } from 'esbuild';
import { cachedBundle, DEFAULT_CACHE_DIR, keepBundle } from './worker-code-cache.ts';

/** Packages with native code, loaded by the worker from where the module lies instead of bundled. */
const NATIVE = ['@toondepauw/node-zstd', 'zstd-napi'];

const compiled = new Map<string, string>();

/**
 * Files that decide how the inputs are found and compiled without being inputs: the manifests and
 * TypeScript settings of their folders and above, up to each one's package (those looked for and not
 * there too, since one appearing changes the answer), and npm's record of what is installed, which
 * every install rewrites.
 */
function settingsOf(inputs: string[]): string[] {
  const candidates = new Set<string>();
  const seen = new Set<string>();
  for (const input of inputs) {
    for (let dir = path.dirname(input); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      candidates.add(path.join(dir, 'tsconfig.json'));
      candidates.add(path.join(dir, 'package.json'));
      if (fs.existsSync(path.join(dir, 'package.json'))) break;
    }
  }
  candidates.add(path.resolve(DEFAULT_CACHE_DIR, '..', '..', '.package-lock.json'));
  return [...candidates];
}

/** The bundle of a worker module and the files it was made from. */
function bundle(file: string): { code: string; inputs: string[] } {
  const workingDir = path.dirname(file);
  const built = buildSync({
    entryPoints: [file],
    absWorkingDir: workingDir,
    bundle: true,
    write: false,
    metafile: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: NATIVE,
    logLevel: 'silent',
  });
  const inputs = Object.keys(built.metafile.inputs).map((input) => path.resolve(workingDir, input));
  return { code: built.outputFiles[0]!.text, inputs: [...inputs, ...settingsOf(inputs)] };
}

/** The worker's code, from the cache on disk when no file of it has changed since it was bundled. */
export function compileWorker(module: URL, cacheDir: string | null = DEFAULT_CACHE_DIR): string {
  const file = fileURLToPath(module);
  const identity = JSON.stringify([file, version, NATIVE]);
  let code = cacheDir ? cachedBundle(cacheDir, identity) : null;
  if (code === null) {
    const built = bundle(file);
    code = built.code;
    if (cacheDir) keepBundle(cacheDir, identity, built);
  }
  // Evaluated code resolves packages from the working folder; these resolve from the module's own.
  return `(function (require, module, exports) {\n${code}\n})(require('node:module').createRequire(${JSON.stringify(file)}), { exports: {} }, {});`;
}

export function workerCode(module: URL): string {
  let code = compiled.get(module.href);
  if (code === undefined) {
    code = compileWorker(module);
    compiled.set(module.href, code);
  }
  return code;
}
