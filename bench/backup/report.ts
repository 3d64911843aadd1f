// Measurements and the final table: each row is a target, Warden's figure, the peer's figure beside
// it, the ratio and whether the target is met.
import os from 'node:os';

export interface Row {
  name: string;
  warden: string;
  peer: string;
  /** Warden relative to the peer, in the target's direction (≥ 1 is as good or better). */
  ratio: number | null;
  target: string;
  met: boolean | null;
  note?: string;
}

export const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
  const ratio = row.ratio === null ? '' : ` ratio ${row.ratio.toFixed(2)}`;
  const verdict = row.met === null ? 'n/a' : row.met ? 'met' : 'NOT met';
  console.log(`  → ${row.name}: Warden ${row.warden} | peer ${row.peer} |${ratio} | ${verdict}`);
  if (row.note) console.log(`    ${row.note}`);
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}

export const mib = (bytes: number) => bytes / (1024 * 1024);
export const rate = (bytes: number, ms: number) => `${(mib(bytes) / (ms / 1000)).toFixed(1)} MiB/s`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

export function printTable(): void {
  const header = ['Benchmark', 'Warden', 'Peer', 'Ratio', 'Target', 'Result'];
  const body = rows.map((r) => [
    r.name,
    r.warden,
    r.peer,
    r.ratio === null ? '—' : r.ratio.toFixed(2),
    r.target,
    r.met === null ? 'n/a' : r.met ? 'met' : 'NOT met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}`);
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  const notes = rows.filter((r) => r.note);
  if (notes.length) console.log(`\n${notes.map((r) => `- ${r.name}: ${r.note}`).join('\n')}`);
}
