// Backup benchmarks: Warden (real server + real agent over loopback) against restic on the same
// generated data and the same disk, plus agent memory, browse latency and download throughput.
//
//   npm run bench                          full size (about 7 minutes on 2 cores)
//   BENCH_SCALE=0.05 npm run bench         quick run (under a minute)
//   BENCH_ONLY=backup,memory,browse        pick sections; BENCH_DIR=/path puts the data elsewhere
//   BENCH_BACKUP_ONLY=1                    ends the backup section after the initial backup
//   BENCH_S3=1 npm run bench               adds the backup and restore rows with the server's data in a
//                                          local S3-compatible server (s3rver on loopback)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { officeBenchmarks } from './backup-bench.ts';
import { browseBenchmarks } from './browse-bench.ts';
import { memoryBenchmark } from './memory-bench.ts';
import { loadAverage, printTable, record } from './report.ts';
import { RESTIC_INSTALL_HINT, Restic, resticVersion } from './restic.ts';
import { s3Benchmarks } from './s3-bench.ts';
import { WardenEnv } from './warden-env.ts';

const SECTIONS = ['backup', 'memory', 'browse'] as const;
type Section = (typeof SECTIONS)[number];

function settings() {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10)
    throw new Error('BENCH_SCALE must be a number in (0, 10]');
  const only = (process.env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').map((s) => s.trim());
  for (const s of only) {
    if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`BENCH_ONLY: unknown section "${s}"`);
  }
  const base = path.resolve(process.env.BENCH_DIR ?? os.tmpdir());
  return { scale, only: new Set(only as Section[]), base };
}

function machine(): string {
  const gib = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GiB`;
  return [
    `date ${new Date().toISOString()}`,
    `nproc ${os.availableParallelism()} (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
    `memory ${gib(os.totalmem())} total, ${gib(os.freemem())} free`,
    `load average ${loadAverage()}`,
    `node ${process.version}`,
  ].join('\n');
}

async function main(): Promise<number> {
  const { scale, only, base } = settings();
  const version = resticVersion();
  console.log(`Warden backup benchmarks, scale ${scale}\n${machine()}`);
  console.log(version ?? `WARNING: ${RESTIC_INSTALL_HINT}`);
  if (!version && only.has('backup')) {
    console.error('The backup section compares against restic; it runs without the peer figures.');
  }
  const work = fs.mkdtempSync(path.join(base, 'warden-bench-'));
  console.log(`Working in ${work} (removed at the end)\n`);
  let warden: WardenEnv | null = null;
  const cleanUp = async () => {
    await warden?.close().catch(() => {});
    warden = null;
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    warden = await WardenEnv.start(work);
    if (only.has('backup')) {
      const restic = version ? new Restic(path.join(work, 'restic-repo'), work) : null;
      await officeBenchmarks({ work, scale, warden, restic });
      if (restic) console.log(`  restic repository format version ${await restic.formatVersion()}`);
      if (process.env.BENCH_S3 === '1') await s3Benchmarks({ work, scale, withRestic: restic !== null });
    }
    if (only.has('memory')) await memoryBenchmark({ work, scale, warden });
    if (only.has('browse')) await browseBenchmarks({ work, scale, warden });
  } catch (err) {
    // fetch's "fetch failed" says what went wrong only in its cause.
    const cause = err instanceof Error && err.cause !== undefined ? `\nCaused by: ${String(err.cause)}` : '';
    console.error(
      `\nBenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}`,
    );
    record({
      name: 'Run',
      warden: 'failed',
      peer: '',
      ratio: null,
      target: '',
      met: false,
      note: String(err),
    });
  } finally {
    await cleanUp();
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  printTable();
  return 0;
}

process.exitCode = await main();
