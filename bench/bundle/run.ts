// Console bundle benchmark: what a first visit downloads (the entry script and the modules it imports
// statically, as index.html names them), gzipped, beside each lazily loaded chunk, so a feature's
// weight on the first load shows as a ratio against the whole first load measured in the same build.
//
//   npm run bench:bundle               builds the console, then measures (under a minute)
//   BENCH_DIST=path npm run bench:bundle   measures an existing build instead
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.BENCH_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The scripts index.html loads before anything runs: its module entry and every modulepreload. */
function firstLoadScripts(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set(refs)];
}

function main() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const first = firstLoadScripts(html);
  const firstBytes = first.reduce((sum, file) => sum + gzipped(file), 0);
  const chunks = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
    .filter((f) => !first.includes(f))
    .map((file) => ({ file, bytes: gzipped(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`Warden console bundle\ndate ${new Date().toISOString()}\ndist ${dist}`);
  console.log(`first load: ${first.length} scripts, ${kb(firstBytes)} gzipped`);
  for (const file of first) console.log(`  ${file}  ${kb(gzipped(file))}`);
  console.log('largest lazy chunks (gzipped, and as a share of the first load):');
  for (const { file, bytes } of chunks.slice(0, 12))
    console.log(`  ${file}  ${kb(bytes)}  ${(bytes / firstBytes).toFixed(3)}x`);
}

main();
