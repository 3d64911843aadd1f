// How the npm scripts start Warden's processes: Node with tsx in the repository's root, this process
// passing on SIGINT and SIGTERM and ending with the child's exit code, and on Linux glibc's malloc
// tuned for fresh memory. A chunk's buffers are fresh memory, and on virtual machines where each 4 KiB
// page fault is dear (about 17 µs on the benchmark's machine) that is much of a backup's CPU: malloc
// asks for transparent huge pages for the memory it maps (a tenth off the backup's time), and every
// thread allocates from the one arena that gets them, since glibc asks for them for its main arena
// only and each worker thread otherwise gets an arena of its own (a full-size backup then faulted in
// a third as many pages and took about a seventh less CPU and time; docs/performance.md). glibc reads
// these only when a process starts, so they are set by whatever starts the process (the demo's agents
// inherit them from the server); other systems ignore them.
import { spawn } from 'node:child_process';
import path from 'node:path';

const TUNABLES = ['glibc.malloc.hugetlb=1', 'glibc.malloc.arena_max=1'];
const root = path.resolve(import.meta.dirname, '..');

/** env with the tunables added to any GLIBC_TUNABLES it already has (one it sets wins). */
export function tunedEnv(env = process.env) {
  if (process.platform !== 'linux') return { ...env };
  const given = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  const named = new Set(given.map((tunable) => tunable.split('=')[0]));
  const added = TUNABLES.filter((tunable) => !named.has(tunable.split('=')[0]));
  return added.length ? { ...env, GLIBC_TUNABLES: [...given, ...added].join(':') } : { ...env };
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
