// The per-byte work of a backup on the office share, one step at a time on one core: the agent's
// FastCDC loop, the file's SHA-256 and encoding each chunk (chunk id, zstd, AES-256-GCM), then the
// server's check of each uploaded chunk; the sum is the least CPU a backup can take in this code,
// before any file, network, database or runtime cost.
//
//   node --import tsx bench/backup/chunking-bench.ts       BENCH_SCALE=0.1 by default (about 100 MiB)

import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { decodeChunkSync, encodeChunk, FastCdc, generateDataKey } from '@warden/store';
import { generateOfficeTree } from './dataset.ts';
import { loadAverage, mib } from './report.ts';

// The agent reads files 1 MiB at a time (backup-run.ts).
const READ_SIZE = 1024 * 1024;
const ROUNDS = 3;

function readTree(root: string): Buffer[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
}

/** The best of a few rounds, in MiB per second of this process's CPU time (less skewed by other load). */
function cpuRate(bytes: number, work: () => void): number {
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    best = Math.max(best, mib(bytes) / ((used.user + used.system) / 1e6));
  }
  return best;
}

function chunkAll(files: Buffer[]): Buffer[] {
  const chunks: Buffer[] = [];
  for (const file of files) {
    const cdc = new FastCdc();
    for (let at = 0; at < file.length; at += READ_SIZE) {
      chunks.push(...cdc.push(file.subarray(at, at + READ_SIZE)));
    }
    chunks.push(...cdc.finish());
  }
  return chunks;
}

function main(): void {
  const scale = Number(process.env.BENCH_SCALE ?? '0.1');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-chunking-'));
  try {
    const tree = generateOfficeTree(work, scale);
    const files = readTree(work);
    const bytes = tree.bytes;
    console.log(
      `FastCDC and the agent's other per-byte steps, one core, ${tree.files} files, ${mib(bytes).toFixed(0)} MiB ` +
        `(office share at scale ${scale}); load average ${loadAverage()}`,
    );
    const chunks = chunkAll(files);
    const key = generateDataKey();
    const steps: [string, number][] = [
      ['FastCDC loop (1 MiB reads)', cpuRate(bytes, () => chunkAll(files))],
      [
        'SHA-256 of each file',
        cpuRate(bytes, () => {
          for (const file of files) createHash('sha256').update(file).digest();
        }),
      ],
      [
        'encode each chunk (SHA-256 id, zstd level 1, AES-256-GCM)',
        cpuRate(bytes, () => {
          for (const chunk of chunks) encodeChunk(chunk, key);
        }),
      ],
    ];
    // Files under the smallest chunk size are never scanned, so the loop's own speed shows on a large one.
    const stream = randomFillSync(Buffer.allocUnsafe(64 * 1024 * 1024));
    const reference: [string, number][] = [
      [
        'for reference: FastCDC loop on one 64 MiB random stream',
        cpuRate(stream.length, () => chunkAll([stream])),
      ],
      [
        'for reference: deflate-raw level 1 alone (the format-1 codec)',
        cpuRate(bytes, () => {
          for (const chunk of chunks) deflateRawSync(chunk, { level: 1 });
        }),
      ],
    ];
    const encoded = chunks.map((chunk) => encodeChunk(chunk, key));
    const serverCheck = cpuRate(bytes, () => {
      for (const { id, data } of encoded) decodeChunkSync(data, key, id);
    });
    const perByte = steps.reduce((sum, [, rate]) => sum + 1 / rate, 0);
    for (const [name, rate] of steps) {
      const share = ((1 / rate / perByte) * 100).toFixed(0);
      console.log(`  ${name}: ${rate.toFixed(0)} MiB/s per core, ${share} % of the agent's per-byte CPU`);
    }
    for (const [name, rate] of reference) console.log(`  ${name}: ${rate.toFixed(0)} MiB/s per core`);
    console.log(
      `  all three steps in one thread: ${(1 / perByte).toFixed(0)} MiB/s per core; ${chunks.length} chunks; ` +
        `load average at the end ${loadAverage()}`,
    );
    const backup = 1 / (perByte + 1 / serverCheck);
    console.log(
      `  the server's check of each chunk (AES-256-GCM, zstd, SHA-256 against its id): ${serverCheck.toFixed(0)} MiB/s per core`,
    );
    console.log(
      `  a backup's per-byte work, agent and server: ${backup.toFixed(0)} MiB/s per core, ` +
        `so at most ${(backup * os.cpus().length).toFixed(0)} MiB/s on this machine's ${os.cpus().length} cores`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main();
