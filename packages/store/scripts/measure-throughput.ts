// Measures the store's hot paths on this machine: chunking, encoding and decoding, in MB/s.
// Run with `npx tsx packages/store/scripts/measure-throughput.ts [megabytes]`.
import { createCipheriv } from 'node:crypto';
import { decodeChunk, encodeChunk, FastCdc, generateDataKey } from '../src/index.ts';

const megabytes = Number(process.argv[2] ?? 256);

function pseudoRandom(size: number): Buffer {
  const cipher = createCipheriv('aes-256-ctr', Buffer.alloc(32, 7), Buffer.alloc(16));
  return cipher.update(Buffer.alloc(size));
}

function compressibleText(size: number): Buffer {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const line = `${new Date(1_700_000_000_000 + i * 1000).toISOString()} host-${i % 17} event=${(i * 7919) % 1000}\n`;
    lines.push(line);
    length += line.length;
  }
  return Buffer.from(lines.join('')).subarray(0, size);
}

/** Runs work and reports MB/s by wall clock and by this process's CPU time (which a busy machine skews less). */
async function timed<T>(bytes: number, work: () => T | Promise<T>): Promise<{ result: T; rate: string }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const mb = bytes / 1e6;
  return {
    result,
    rate: `${(mb / wallSeconds).toFixed(0)} MB/s wall, ${(mb / cpuSeconds).toFixed(0)} MB/s CPU`,
  };
}

async function measureChunking(data: Buffer): Promise<void> {
  for (let round = 1; round <= 3; round++) {
    const { result: chunks, rate } = await timed(data.length, () => {
      const cdc = new FastCdc();
      let count = 0;
      for (let offset = 0; offset < data.length; offset += 64 * 1024) {
        count += cdc.push(data.subarray(offset, offset + 64 * 1024)).length;
      }
      return count + cdc.finish().length;
    });
    console.log(`FastCDC (64 KiB pushes), round ${round}: ${rate}, ${chunks} chunks`);
  }
}

async function measureCodec(label: string, data: Buffer): Promise<void> {
  const key = generateDataKey();
  const plains: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += 1024 * 1024) {
    plains.push(data.subarray(offset, offset + 1024 * 1024));
  }
  const encoding = await timed(data.length, () => plains.map((plain) => encodeChunk(plain, key)));
  const encoded = encoding.result;
  const stored = encoded.reduce((sum, chunk) => sum + chunk.data.length, 0);
  const decoding = await timed(data.length, async () => {
    for (const chunk of encoded) await decodeChunk(chunk.data, key, chunk.id);
  });
  const ratio = ((stored / data.length) * 100).toFixed(1);
  console.log(`${label}: encode ${encoding.rate}; decode ${decoding.rate}; stored ${ratio}% of plain`);
}

const random = pseudoRandom(megabytes * 1024 * 1024);
await measureChunking(random);
await measureCodec('Codec, random 1 MiB chunks', random.subarray(0, 64 * 1024 * 1024));
await measureCodec('Codec, text 1 MiB chunks', compressibleText(64 * 1024 * 1024));
