// A worker module compiled into one piece of JavaScript for a worker thread, once per process. The
// agent and the server run their TypeScript through tsx, whose loader costs each worker thread a loader
// thread of its own and about 200 ms of CPU to start; bundled here with esbuild, a worker starts in 30
// to 50 ms, as plain JavaScript does, and may import the project's modules.
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** Packages with native code, loaded by the worker from where the module lies instead of bundled. */
const NATIVE = ['@toondepauw/node-zstd', 'zstd-napi'];

const compiled = new Map<string, string>();

export function workerCode(module: URL): string {
  let code = compiled.get(module.href);
  if (code === undefined) {
    const file = fileURLToPath(module);
    const built = buildSync({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      external: NATIVE,
      logLevel: 'silent',
    });
    // Evaluated code resolves packages from the working folder; these resolve from the module's own.
    code = `(function (require, module, exports) {\n${built.outputFiles[0]!.text}\n})(require('node:module').createRequire(${JSON.stringify(file)}), { exports: {} }, {});`;
    compiled.set(module.href, code);
  }
  return code;
}
