// The office-share comparison shared by the file-store and S3 rows: Warden and restic back to back on
// the same data under the same load, a throughput row for each pair, and the whole-tree restore.
import fs from 'node:fs';
import path from 'node:path';
import { CpuMeter } from './cpu-meter.ts';
import { loadAverage, rate, record, seconds } from './report.ts';
import type { Restic } from './restic.ts';

export interface FolderSize {
  files: number;
  bytes: number;
}

export interface PairTimes {
  wardenMs: number;
  /** null without restic on the machine. */
  resticMs: number | null;
}

export function folderBytes(root: string): FolderSize {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** The agent runs with --root, so the server knows its files by device paths under that folder. */
export const devicePathUnder = (root: string) => (local: string) =>
  `/${path.relative(root, local).split(path.sep).join('/')}`;

/** One tree compared: Warden and restic on the same data, the rows naming the peer alike. */
export class OfficeComparison {
  constructor(
    private readonly o: {
      restic: Restic | null;
      tree: FolderSize;
      /** The agent's --root, and the tree under it. */
      root: string;
      data: string;
      /** How the rows name restic ("restic", "restic local"). */
      peer: string;
      /** Added to the step's name in the progress lines (" (S3)"). */
      where?: string;
      /** Processes whose CPU time each Warden step prints, by label (the agent, the server). */
      cpuOf?: Record<string, number>;
    },
  ) {}

  /**
   * Runs restic (when there is one) then Warden, back to back so that a change in the machine's load
   * hits both alike; BENCH_WARDEN_FIRST=1 runs Warden first. On some virtual machines the second
   * program's writes to the page cache cost several times the first's (docs/performance.md,
   * "2026-12-07 (evening)"), so a comparison is fair only across both orders.
   */
  async pair(
    name: string,
    runWarden: () => Promise<number>,
    runRestic: () => Promise<number>,
  ): Promise<PairTimes> {
    const load = loadAverage();
    const runPeer = async () => {
      const cpu = new CpuMeter({});
      const ms = this.o.restic ? await runRestic() : null;
      return { ms, cpu: cpu.summary() };
    };
    const wardenFirst = process.env.BENCH_WARDEN_FIRST === '1';
    const before = wardenFirst ? null : await runPeer();
    const wardenCpu = new CpuMeter(this.o.cpuOf ?? {});
    const wardenMs = await runWarden();
    const wardenCpuSummary = wardenCpu.summary();
    const { ms: resticMs, cpu: resticCpuSummary } = before ?? (await runPeer());
    const order = wardenFirst ? 'Warden first' : 'restic first';
    console.log(
      `  ${name}${this.o.where ?? ''}: Warden ${seconds(wardenMs)}, restic ${resticMs === null ? '—' : seconds(resticMs)} (${order}; load ${load})`,
    );
    console.log(`    Warden ${wardenCpuSummary}`);
    if (resticMs !== null) console.log(`    restic ${resticCpuSummary}`);
    return { wardenMs, resticMs };
  }

  /** A "throughput ≥ restic" row over the whole tree; a note (something wrong with Warden's result) fails it. */
  recordThroughput(name: string, { wardenMs, resticMs }: PairTimes, note?: string): void {
    const { bytes } = this.o.tree;
    record({
      name,
      warden: rate(bytes, wardenMs),
      peer: resticMs === null ? 'restic missing' : `${this.o.peer} ${rate(bytes, resticMs)}`,
      ratio: resticMs === null ? null : resticMs / wardenMs,
      target: 'throughput ≥ restic',
      met: resticMs === null ? null : wardenMs <= resticMs && !note,
      note,
    });
  }

  /**
   * Restores the whole tree both ways and records the row named `name`; Warden's copy is checked by
   * its file count and size against the source's (a miss fails the row), and both copies are removed.
   */
  async restoreWholeTree(
    name: string,
    targets: { warden: string; restic: string },
    restoreWarden: (from: string, to: string) => Promise<{ ms: number }>,
  ): Promise<void> {
    const { warden: wardenTarget, restic: resticTarget } = targets;
    const { tree, restic } = this.o;
    const devicePath = devicePathUnder(this.o.root);
    let note: string | undefined;
    const times = await this.pair(
      'restore',
      async () => {
        const { ms } = await restoreWarden(devicePath(this.o.data), devicePath(wardenTarget));
        const restored = folderBytes(wardenTarget);
        if (restored.files !== tree.files || restored.bytes !== tree.bytes)
          note = `Warden restored ${restored.files} files / ${restored.bytes} bytes of ${tree.files} / ${tree.bytes}`;
        return ms;
      },
      async () => (await restic!.restoreLatest(resticTarget)).ms,
    );
    fs.rmSync(wardenTarget, { recursive: true, force: true });
    fs.rmSync(resticTarget, { recursive: true, force: true });
    this.recordThroughput(name, times, note);
  }
}
