// The floor: how fast Node can back up and restore the office share on this machine at all, against
// restic in the same minutes. A bare backup (read, cut, hash, compress, encrypt, write packs) and a bare
// restore (read packs, decrypt, decompress, hash each chunk, write files) with the project's chunker and
// codec on worker threads (floor-worker.ts), with none of Warden's server, protocol, database or safety
// steps. Where even this stays under restic, no change of Warden's design reaches restic in Node here.
//
//   node --import tsx bench/backup/floor-bench.ts       BENCH_SCALE=1 (full size) by default;
//   BENCH_ROUNDS=3 repeats each pair (the order alternating); BENCH_FLOOR_WRITERS=16 restores on 16
//   threads instead of 4; BENCH_DIR=/path puts the data elsewhere
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { generateDataKey } from '@warden/store';
import { workerCode } from '@warden/threads/worker-code';
import { CpuMeter } from './cpu-meter.ts';
import { generateOfficeTree } from './dataset.ts';
import { sendPacks } from './floor-transport.ts';
import type { BackedUp, BackupWork, ChunkPlace, RestoreWork } from './floor-worker.ts';
import { loadAverage, mib } from './report.ts';
import { Restic, resticVersion } from './restic.ts';

const WORKER = new URL('./floor-worker.ts', import.meta.url);
const BACKUP_THREADS = os.availableParallelism();
/** As many as the agent's restore writers, unless BENCH_FLOOR_WRITERS says otherwise. */
const RESTORE_THREADS = Number(process.env.BENCH_FLOOR_WRITERS ?? '4');

interface Step {
  ms: number;
  cpu: string;
}

function runThreads<Answer>(count: number, work: (thread: number) => BackupWork | RestoreWork) {
  const code = workerCode(WORKER);
  return Promise.all(
    Array.from(
      { length: count },
      (_, thread) =>
        new Promise<Answer>((resolve, reject) => {
          const worker = new Worker(code, { eval: true, workerData: work(thread) });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (exit) => reject(new Error(`a floor thread stopped (exit code ${exit})`)));
        }),
    ),
  );
}

async function measured<T>(fn: () => Promise<T>): Promise<Step & { value: T }> {
  const meter = new CpuMeter({ node: process.pid });
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, cpu: meter.summary(), value };
}

async function bareBackup(files: string[], packs: string, key: Buffer, check: boolean) {
  fs.rmSync(packs, { recursive: true, force: true });
  fs.mkdirSync(packs, { recursive: true });
  const next = new Int32Array(new SharedArrayBuffer(4));
  const step = await measured(() =>
    runThreads<BackedUp>(BACKUP_THREADS, (thread) => ({
      kind: 'backup',
      files,
      packs,
      thread,
      check,
      next,
      key,
    })),
  );
  const index: ChunkPlace[][] = [];
  for (const answer of step.value) for (const [file, chunks] of answer) index[file] = chunks;
  return { ...step, index };
}

async function bareRestore(targets: string[], index: ChunkPlace[][], key: Buffer, durable: boolean) {
  const next = new Int32Array(new SharedArrayBuffer(4));
  const files = targets.map((target, i) => ({ target, chunks: index[i]! }));
  return measured(async () => {
    // Each folder once, as the agent does.
    for (const folder of new Set(targets.map((t) => path.dirname(t))))
      fs.mkdirSync(folder, { recursive: true });
    await runThreads<void>(RESTORE_THREADS, () => ({ kind: 'restore', files, next, key, durable }));
  });
}

/** The restored copy has every file at its size, and every 50th with the same content. */
function checkCopy(sources: string[], targets: string[]): void {
  const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  sources.forEach((source, i) => {
    const target = targets[i]!;
    const same =
      fs.statSync(source).size === fs.statSync(target).size && (i % 50 !== 0 || sha(source) === sha(target));
    if (!same) throw new Error(`the bare restore wrote ${target} wrong`);
  });
}

async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  const rounds = Number(process.env.BENCH_ROUNDS ?? '1');
  const version = resticVersion();
  if (!version) throw new Error('restic is not installed (apt-get install -y restic)');
  const work = fs.mkdtempSync(path.join(path.resolve(process.env.BENCH_DIR ?? os.tmpdir()), 'warden-floor-'));
  const data = path.join(work, 'data');
  try {
    const tree = generateOfficeTree(data, scale);
    const files = fs
      .readdirSync(data, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    console.log(
      `Bare Node backup and restore against ${version}, office share at scale ${scale}: ${files.length} files, ` +
        `${mib(tree.bytes).toFixed(0)} MiB; backup on ${BACKUP_THREADS} threads, restore on ${RESTORE_THREADS}; ` +
        `load average ${loadAverage()}`,
    );
    workerCode(WORKER);
    const key = generateDataKey();
    const restic = new Restic(path.join(work, 'restic-repo'), work);
    const show = (name: string, step: Step, peer?: Step) => {
      const ratio = peer ? `, ${(peer.ms / step.ms).toFixed(2)} of restic's throughput` : '';
      console.log(
        `  ${name}: ${(step.ms / 1000).toFixed(2)} s, ${(mib(tree.bytes) / (step.ms / 1000)).toFixed(1)} MiB/s${ratio}`,
      );
      console.log(`    ${step.cpu}`);
    };
    for (let round = 0; round < rounds; round++) {
      console.log(`Round ${round + 1}, load average ${loadAverage()}`);
      fs.rmSync(restic.repo, { recursive: true, force: true });
      for (const copy of ['restore-restic', 'restore-bare', 'restore-durable'])
        fs.rmSync(path.join(work, copy), { recursive: true, force: true });
      await restic.init();
      const resticFirst = round % 2 === 0;
      const resticBackup = () => measured(() => restic.backup(data));
      const peerBackup = resticFirst ? await resticBackup() : null;
      const bare = await bareBackup(files, path.join(work, 'packs'), key, false);
      const checked = await bareBackup(files, path.join(work, 'packs'), key, true);
      const resticB = peerBackup ?? (await resticBackup());
      show('restic backup', resticB);
      show('bare backup', bare, resticB);
      show("bare backup with the server's check of each chunk", checked, resticB);
      const sent = await sendPacks(path.join(work, 'packs'));
      console.log(
        `  its packs (${mib(sent.bytes).toFixed(0)} MiB) sent over HTTP on loopback to a plain Node server process: ` +
          `${(sent.ms / 1000).toFixed(2)} s\n    ${sent.cpu}`,
      );

      const targets = (copy: string) => files.map((f) => path.join(work, copy, path.relative(data, f)));
      const resticRestore = () => measured(() => restic.restoreLatest(path.join(work, 'restore-restic')));
      const peerRestore = resticFirst ? await resticRestore() : null;
      const bareR = await bareRestore(targets('restore-bare'), checked.index, key, false);
      const durable = await bareRestore(targets('restore-durable'), checked.index, key, true);
      const resticR = peerRestore ?? (await resticRestore());
      show('restic restore', resticR);
      show('bare restore', bareR, resticR);
      show('bare restore, each file synced under a temporary name and renamed', durable, resticR);
      for (const copy of ['restore-bare', 'restore-durable']) checkCopy(files, targets(copy));
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
