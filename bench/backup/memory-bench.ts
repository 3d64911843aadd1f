// Agent memory: the agent, as its own process, backs up a tree of many tiny files (200,000 at full
// size); its peak resident set (VmHWM) must stay within 256 MB.
import path from 'node:path';
import { generateTinyTree } from './dataset.ts';
import { loadAverage, mib, record, seconds, timed } from './report.ts';
import type { WardenEnv } from './warden-env.ts';

const LIMIT_BYTES = 256 * 1024 * 1024;

export async function memoryBenchmark(opts: { work: string; scale: number; warden: WardenEnv }) {
  const { work, scale, warden } = opts;
  const count = Math.max(1000, Math.round(200_000 * scale));
  const root = path.join(work, 'tiny');
  console.log(`Generating ${count} tiny files …`);
  const { ms: genMs, value: tree } = await timed(async () =>
    generateTinyTree(path.join(root, 'data'), count),
  );
  console.log(`  ${tree.files} files, ${mib(tree.bytes).toFixed(0)} MiB, in ${seconds(genMs)}`);
  const device = await warden.addDevice(work, 'tiny', root);
  const idleRss = device.agent.peakRss();
  const planId = await warden.createPlan(device, 'Many small files', ['/data']);
  const load = loadAverage();
  const { ms } = await warden.backUp(device, planId);
  const peak = device.agent.peakRss();
  console.log(
    `  backed up in ${seconds(ms)} (${Math.round(tree.files / (ms / 1000))} files/s), agent peak RSS ${mib(peak).toFixed(0)} MiB, at start ${mib(idleRss).toFixed(0)} MiB (load ${load})`,
  );
  record({
    name: `Agent peak RSS, ${tree.files} small files`,
    warden: `${mib(peak).toFixed(0)} MiB`,
    peer: 'limit 256 MiB',
    ratio: LIMIT_BYTES / peak,
    target: '≤ 256 MB',
    met: peak <= LIMIT_BYTES,
    note: `backup took ${seconds(ms)} (${Math.round(tree.files / (ms / 1000))} files/s)`,
  });
  await warden.stopDevice(device);
}
