// Before the timed runs, another device backs up a small tree of its own (35 MiB, sharing no
// chunk with the office share), so that the server under measurement has compiled its ingest code
// and grown its heap, as a production server has that serves other devices' backups all day. The
// device timed is left as it was: a new agent process whose first backup is the one measured.
import fs from 'node:fs';
import path from 'node:path';
import { Prng } from './dataset.ts';
import { seconds } from './report.ts';
import type { WardenEnv } from './warden-env.ts';

const TEXT_FILES = 300;
const BINARY_FILES = 100;
const LARGE_FILES = 2;

/** Text and random files whose bytes no office-share file has (their lines name the warm-up). */
function writeWarmUpTree(data: string): number {
  const rng = new Prng(0x3a2b1c0d);
  let bytes = 0;
  const write = (rel: string, content: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(data, rel)), { recursive: true });
    fs.writeFileSync(path.join(data, rel), content);
    bytes += content.length;
  };
  const random = (size: number) =>
    Buffer.from(Uint32Array.from({ length: size / 4 }, () => rng.int(0, 2 ** 32 - 1)).buffer);
  for (let i = 0; i < TEXT_FILES; i++) {
    const lines = Array.from(
      { length: rng.int(10, 800) },
      (_, j) => `warm-up ${i} line ${j} ${rng.int(0, 1e9)}\n`,
    );
    write(`notes-${i % 10}/note-${i}.txt`, Buffer.from(lines.join('')));
  }
  for (let i = 0; i < BINARY_FILES; i++)
    write(`media-${i % 5}/blob-${i}.bin`, random(4 * rng.int(4096, 100_000)));
  for (let i = 0; i < LARGE_FILES; i++) write(`archive/large-${i}.bin`, random(6 * 1024 * 1024));
  return bytes;
}

export async function warmUpServer(warden: WardenEnv, work: string): Promise<void> {
  const root = path.join(work, 'warm-up');
  const bytes = writeWarmUpTree(path.join(root, 'data'));
  const device = await warden.addDevice(work, 'warm-up', root);
  const planId = await warden.createPlan(device, 'Warm-up', ['/data']);
  const { ms } = await warden.backUp(device, planId);
  await warden.stopDevice(device);
  fs.rmSync(root, { recursive: true, force: true });
  console.log(
    `  the server warmed up by another device's backup of ${(bytes / 2 ** 20).toFixed(0)} MiB in ${seconds(ms)}`,
  );
}
