// How the npm scripts start Warden's processes: Node with tsx in the repository's root, this process
// passing on SIGINT and SIGTERM and ending with the child's exit code, and on Linux glibc's malloc
// asking for transparent huge pages for the memory it maps. A chunk's buffers are fresh memory, and on
// virtual machines where each 4 KiB page fault is dear that cut the backup's time by a tenth
// (docs/performance.md). glibc reads it only when a process starts, so it is set by whatever starts the
// process (the demo's agents inherit it from the server); other systems ignore it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const HUGE_PAGES = 'glibc.malloc.hugetlb=1';
const root = path.resolve(import.meta.dirname, '..');

/** env with the huge-pages tunable added to any GLIBC_TUNABLES it already has (one it sets wins). */
export function tunedEnv(env = process.env) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (process.platform !== 'linux' || tunables.includes('glibc.malloc.hugetlb=')) return { ...env };
  return { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${HUGE_PAGES}` : HUGE_PAGES };
}

/** Runs a TypeScript entry point (relative to the root) with tsx, as this process's only work. */
export function runTypeScript(entry, args = [], env = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: tunedEnv(env),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
