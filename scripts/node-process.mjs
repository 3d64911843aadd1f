// How the npm scripts start Warden's processes: Node with tsx in the repository's root, this process
// passing on SIGINT and SIGTERM and ending with the child's exit code, and on Linux glibc's malloc
// tuned for fresh memory. A chunk's buffers are fresh memory: every thread allocates from one arena
// (glibc would give each worker thread an arena of its own), and malloc asks for transparent huge
// pages for what it maps where a probe finds that they pay on this machine (huge-pages.mjs): on
// virtual machines where each 4 KiB page fault is dear (about 17 µs on one benchmark machine) they cut
// a backup by a quarter, where faults are cheap they cost a tenth (docs/performance.md). glibc reads
// these only when a process starts, so they are set by whatever starts the process (the demo's agents
// inherit them from the server); other systems ignore them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { HUGE_PAGES, probeHugePages } from './huge-pages.mjs';

const ONE_ARENA = 'glibc.malloc.arena_max=1';
const root = path.resolve(import.meta.dirname, '..');
const nameOf = (tunable) => tunable.split('=')[0];

/**
 * env with the tunables added to any GLIBC_TUNABLES it already has (one it sets wins); hugePages says
 * whether to ask for huge pages (by default the probe decides, and is not run when env names them).
 */
export function tunedEnv(env = process.env, hugePages = null) {
  if (process.platform !== 'linux') return { ...env };
  const given = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  const named = new Set(given.map(nameOf));
  const wanted = [ONE_ARENA];
  if (!named.has(nameOf(HUGE_PAGES)) && (hugePages ?? probed(given))) wanted.push(HUGE_PAGES);
  const added = wanted.filter((tunable) => !named.has(nameOf(tunable)));
  return added.length ? { ...env, GLIBC_TUNABLES: [...given, ...added].join(':') } : { ...env };
}

function probed(given) {
  const others = [...given.filter((t) => nameOf(t) !== nameOf(ONE_ARENA)), ONE_ARENA];
  const { pay, withHuge, without } = probeHugePages(others);
  const ms = (runs) => runs.map((r) => (r === null ? 'failed' : `${Math.round(r)} ms`)).join(', ');
  console.error(
    `memory: huge pages ${pay ? 'requested' : 'not requested'} (fresh-memory probe: ${ms(withHuge)} with them, ${ms(without)} without)`,
  );
  return pay;
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
