// Generates the benchmark trees: a realistic office share (many small text and CSV files, medium
// documents, a few large binaries, partly compressible) and a tree of many tiny files.
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface TreeStats {
  files: number;
  folders: number;
  bytes: number;
  /** The largest file written, for the single-file download benchmark. */
  largest: { path: string; size: number };
}

/** Small seeded generator: the same scale gives the same names and sizes on every run. */
export class Prng {
  constructor(private state: number) {}
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x100000000;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** Log-uniform size between min and max: many small values, a long tail. */
  size(min: number, max: number): number {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

const WORDS = (
  'invoice quarterly report customer supplier meeting budget forecast revenue contract project ' +
  'delivery schedule review approved pending shipment warehouse inventory payroll audit policy ' +
  'minutes agenda proposal estimate balance ledger account north south east west region total ' +
  'service support ticket network server backup restore office printer laptop license renewal'
).split(' ');

// Lines are drawn from pools built once per tree: generating a gigabyte word by word takes too long,
// and the pools are large enough that deflate finds few repeats inside its 32 KiB window. They are
// dropped with the tree's generation: their 131,072 Buffers would otherwise stay in this process's
// heap, where the server under measurement runs, and make its every full collection longer.
const POOL_SIZE = 65_536;
interface LinePools {
  text?: Buffer[];
  csv?: Buffer[];
}

function textLine(rng: Prng): Buffer {
  const words = Array.from({ length: rng.int(6, 16) }, () => rng.pick(WORDS));
  return Buffer.from(` ${words.join(' ')} ${rng.next().toFixed(6)}\n`);
}

function csvLine(rng: Prng): Buffer {
  const date = `2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const customer = `${rng.pick(WORDS)} ${rng.pick(WORDS)} ltd`;
  return Buffer.from(
    `,${date},${customer},${rng.pick(WORDS)},${(rng.next() * 10000).toFixed(2)},${rng.int(0, 1e6)}\n`,
  );
}

/** Numbered lines from a pool: compressible about threefold, like real text and CSV. */
function linesBlock(rng: Prng, pools: LinePools, size: number, csv: boolean): Buffer {
  pools.text ??= Array.from({ length: POOL_SIZE }, () => textLine(rng));
  pools.csv ??= Array.from({ length: POOL_SIZE }, () => csvLine(rng));
  const pool = csv ? pools.csv : pools.text;
  const out = Buffer.allocUnsafe(size + 256);
  let at = csv ? out.write('id,date,customer,region,amount,ref\n') : 0;
  for (let n = 1; at < size; n++) {
    at += out.write(String(n), at, 'latin1');
    at += pool[Math.floor(rng.next() * POOL_SIZE)]!.copy(out, at);
  }
  return out.subarray(0, size);
}

function randomBlock(size: number): Buffer {
  return randomFillSync(Buffer.allocUnsafe(size));
}

/** A binary with compressible stretches (zeroed regions, repeated records), like a disk image or a database. */
function mixedBinary(rng: Prng, size: number): Buffer {
  const out = randomBlock(size);
  for (let at = 0; at < size; at += 1024 * 1024) {
    if (rng.next() < 0.35) out.fill(0, at, Math.min(size, at + 1024 * 1024));
  }
  return out;
}

class TreeWriter {
  readonly stats: TreeStats = { files: 0, folders: 0, bytes: 0, largest: { path: '', size: 0 } };
  private made = new Set<string>();

  constructor(readonly root: string) {}

  write(rel: string, data: Buffer): void {
    const full = path.join(this.root, rel);
    const dir = path.dirname(full);
    if (!this.made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.made.add(dir);
      this.stats.folders++;
    }
    fs.writeFileSync(full, data);
    this.stats.files++;
    this.stats.bytes += data.length;
    if (data.length > this.stats.largest.size) this.stats.largest = { path: full, size: data.length };
  }
}

const DEPARTMENTS = ['finance', 'sales', 'operations', 'hr', 'it', 'legal', 'marketing', 'projects'];

function folderFor(i: number): string {
  const dept = DEPARTMENTS[i % DEPARTMENTS.length]!;
  return `${dept}/${2019 + (i % 6)}/${WORDS[i % WORDS.length]}-${i % 7}`;
}

/**
 * The office share: at scale 1 about 20,000 files and 1 GiB — 16,000 small text/CSV files (~100 MB,
 * compressible), 3,900 medium documents (~480 MB, half compressible), 100 large binaries (~480 MB,
 * a third of it zeroed). Scale multiplies the file counts.
 */
export function generateOfficeTree(root: string, scale: number): TreeStats {
  const rng = new Prng(0x5eed1234);
  const pools: LinePools = {};
  const tree = new TreeWriter(root);
  const small = Math.max(20, Math.round(16_000 * scale));
  const medium = Math.max(5, Math.round(3_900 * scale));
  const large = Math.max(2, Math.round(100 * scale));
  for (let i = 0; i < small; i++) {
    const csv = rng.next() < 0.4;
    const size = rng.size(400, 32 * 1024);
    const name = `${rng.pick(WORDS)}-${i}.${csv ? 'csv' : rng.pick(['txt', 'md', 'log', 'json'])}`;
    tree.write(`${folderFor(i % 600)}/${name}`, linesBlock(rng, pools, size, csv));
  }
  for (let i = 0; i < medium; i++) {
    const size = rng.size(16 * 1024, 400 * 1024);
    const compressible = rng.next() < 0.5;
    const ext = compressible ? rng.pick(['html', 'rtf', 'xml']) : rng.pick(['pdf', 'docx', 'xlsx', 'jpg']);
    const name = `${rng.pick(WORDS)}-${rng.pick(WORDS)}-${i}.${ext}`;
    tree.write(
      `${folderFor(i % 300)}/${name}`,
      compressible ? linesBlock(rng, pools, size, false) : randomBlock(size),
    );
  }
  for (let i = 0; i < large; i++) {
    const size = i === 0 ? 24 * 1024 * 1024 : rng.size(1024 * 1024, 12 * 1024 * 1024);
    const kind = rng.pick(['vmdk', 'bak', 'mp4', 'zip']);
    const data = kind === 'vmdk' || kind === 'bak' ? mixedBinary(rng, size) : randomBlock(size);
    tree.write(`archive/${kind}/${rng.pick(WORDS)}-${i}.${kind}`, data);
  }
  return tree.stats;
}

/** Many tiny files (100 to 2,000 bytes) in folders of 500: the agent memory benchmark's tree. */
export function generateTinyTree(root: string, count: number): TreeStats {
  const rng = new Prng(0x7e11);
  const pools: LinePools = {};
  const tree = new TreeWriter(root);
  for (let i = 0; i < count; i++) {
    const folder = `batch-${Math.floor(i / 50_000)}/folder-${Math.floor(i / 500)}`;
    tree.write(`${folder}/note-${i}.txt`, linesBlock(rng, pools, rng.int(100, 2000), false));
  }
  return tree.stats;
}
