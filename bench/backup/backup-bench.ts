// Initial backup, no-change incremental and whole-tree restore of the office share, Warden against
// restic, interleaved so that a change in the machine's load hits both alike; then the single-file
// download against `cat`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateOfficeTree } from './dataset.ts';
import { devicePathUnder, OfficeComparison } from './paired-runs.ts';
import { mib, rate, record, seconds, timed } from './report.ts';
import type { Restic } from './restic.ts';
import type { Device, WardenEnv } from './warden-env.ts';

/** Runs a command with its output to /dev/null; answers its wall-clock time in ms. */
async function timeToDevNull(command: string, args: string[]): Promise<number> {
  const out = fs.openSync('/dev/null', 'w');
  try {
    const { ms } = await timed(
      () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(command, args, { stdio: ['ignore', out, 'inherit'] });
          child.on('error', reject);
          child.on('close', (code) =>
            code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
          );
        }),
    );
    return ms;
  } finally {
    fs.closeSync(out);
  }
}

const hasCurl = spawnSync('curl', ['--version']).status === 0;

/**
 * Downloads with curl, a client in its own process as a browser is (and as cat is for the peer);
 * without curl, with fetch from this process, which also runs the server and so slows it a little.
 */
async function downloadTime(url: string, headers: Record<string, string>): Promise<number> {
  if (hasCurl) {
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    return timeToDevNull('curl', ['-sSf', '-o', '/dev/null', ...headerArgs, url]);
  }
  const { ms } = await timed(async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`download answered ${res.status}`);
    for await (const _ of res.body) {
      // Read to the end.
    }
  });
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

  console.log('Initial backup …');
  const initial = await office.pair(
    'initial backup',
    async () => (await warden.backUp(device, planId)).ms,
    async () => (await restic!.backup(data)).ms,
  );
  office.recordThroughput(`Initial backup, ${tree.files} files / ${mib(tree.bytes).toFixed(0)} MiB`, initial);

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
  const link = await warden.downloadLink(device, planId, devicePathUnder(root)(tree.largest.path));
  // One untimed download first, checked byte for byte against the source.
  const whole = await fetch(link, { headers: warden.adminHeaders });
  const got = Buffer.from(await whole.arrayBuffer());
  if (whole.status !== 200 || !got.equals(fs.readFileSync(tree.largest.path)))
    throw new Error(
      `the download answered ${whole.status} with ${got.length} bytes that differ from the file`,
    );
  const cats: number[] = [];
  const downloads: number[] = [];
  for (let i = 0; i < 5; i++) {
    cats.push(await timeToDevNull('cat', [tree.largest.path]));
    downloads.push(await downloadTime(link, warden.adminHeaders));
  }
  const catMs = median(cats);
  const downloadMs = median(downloads);
  record({
    name: `Single-file download, ${mib(tree.largest.size).toFixed(0)} MiB (median of 5, ${hasCurl ? 'curl' : 'fetch'})`,
    warden: rate(tree.largest.size, downloadMs),
    peer: `cat ${rate(tree.largest.size, catMs)}`,
    ratio: catMs / downloadMs,
    target: '≥ 70% of cat',
    met: catMs / downloadMs >= 0.7,
  });
  await warden.stopDevice(device);
}
