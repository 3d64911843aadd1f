// Initial backup, no-change incremental and whole-tree restore of the office share, Warden against
// restic, interleaved so that a change in the machine's load hits both alike; then the single-file
// download (download-bench.ts).
import path from 'node:path';
import { generateOfficeTree } from './dataset.ts';
import { downloadBenchmark } from './download-bench.ts';
import { devicePathUnder, OfficeComparison } from './paired-runs.ts';
import { mib, record, seconds, timed } from './report.ts';
import type { Restic } from './restic.ts';
import { warmUpServer } from './server-warm-up.ts';
import type { Device, WardenEnv } from './warden-env.ts';

export async function officeBenchmarks(opts: {
  work: string;
  scale: number;
  warden: WardenEnv;
  restic: Restic | null;
}): Promise<void> {
  const { work, scale, warden, restic } = opts;
  const root = path.join(work, 'office');
  const data = path.join(root, 'data');
  console.log(`Generating the office share (scale ${scale}) in ${data} …`);
  const { ms: genMs, value: tree } = await timed(async () => generateOfficeTree(data, scale));
  console.log(
    `  ${tree.files} files in ${tree.folders} folders, ${mib(tree.bytes).toFixed(0)} MiB, in ${seconds(genMs)}`,
  );
  const device: Device = await warden.addDevice(work, 'office', root);
  const planId = await warden.createPlan(device, 'Office share', ['/data']);
  await restic?.init();

  const office = new OfficeComparison({
    restic,
    tree,
    root,
    data,
    peer: 'restic',
    cpuOf: { agent: device.agent.pid, server: process.pid },
  });

  await warmUpServer(warden, work);
  console.log('Initial backup …');
  const initial = await office.pair(
    'initial backup',
    async () => (await warden.backUp(device, planId)).ms,
    async () => (await restic!.backup(data)).ms,
  );
  office.recordThroughput(`Initial backup, ${tree.files} files / ${mib(tree.bytes).toFixed(0)} MiB`, initial);
  console.log(`    stored: ${await warden.storedFigures()}`);
  // BENCH_BACKUP_ONLY=1: the initial backup alone, for runs of many alternating pairs.
  if (process.env.BENCH_BACKUP_ONLY === '1') return warden.stopDevice(device);

  console.log('No-change incremental …');
  const incremental = await office.pair(
    'incremental',
    async () => (await warden.backUp(device, planId)).ms,
    async () => (await restic!.backup(data)).ms,
  );
  record({
    name: 'No-change incremental',
    warden: seconds(incremental.wardenMs),
    peer: incremental.resticMs === null ? 'restic missing' : `restic ${seconds(incremental.resticMs)}`,
    ratio: incremental.resticMs === null ? null : incremental.resticMs / incremental.wardenMs,
    target: 'time ≤ restic',
    met: incremental.resticMs === null ? null : incremental.wardenMs <= incremental.resticMs,
  });

  console.log('Restore of the whole tree …');
  await office.restoreWholeTree(
    'Restore of the whole tree',
    { warden: path.join(root, 'restore-warden'), restic: path.join(work, 'restore-restic') },
    (from, to) => warden.restore(device, planId, from, to),
  );

  console.log(`Single-file download of ${path.relative(root, tree.largest.path)} …`);
  await downloadBenchmark({
    link: await warden.downloadLink(device, planId, devicePathUnder(root)(tree.largest.path)),
    headers: warden.adminHeaders,
    file: tree.largest,
  });
  await warden.stopDevice(device);
}
