// Whether glibc should ask for transparent huge pages on this machine, measured rather than assumed.
// A backup's buffers are fresh memory, and what fresh memory costs differs from one virtual machine to
// the next: on one, each 4 KiB page fault cost 17 µs and huge pages cut a backup by a quarter; on
// another, pages cost 1.7 µs and huge pages made the backup a tenth slower (docs/performance.md,
// 2026-12-01). The probe times the same churn of 8 MiB buffers with and without them, three times each,
// alternating, in processes of its own.
import { spawnSync } from 'node:child_process';

export const HUGE_PAGES = 'glibc.malloc.hugetlb=1';

// 24 buffers of 8 MiB, written whole, four alive at a time, collected as they go: a backup's pattern.
const CHURN = `const t = process.hrtime.bigint(); const alive = [];
for (let i = 0; i < 24; i++) { const b = Buffer.allocUnsafeSlow(8 << 20); b.fill(i); alive.push(b);
  if (alive.length > 4) alive.shift(); if (i % 8 === 7) gc(); }
console.log(Number(process.hrtime.bigint() - t) / 1e6);`;

/** Milliseconds the churn took in a process started with these tunables; null when it did not run. */
function churnMs(tunables) {
  const run = spawnSync(process.execPath, ['--expose-gc', '-e', CHURN], {
    env: { ...process.env, GLIBC_TUNABLES: tunables.join(':') },
    encoding: 'utf8',
    timeout: 10_000,
  });
  const ms = Number(run.stdout?.trim());
  return run.status === 0 && Number.isFinite(ms) ? ms : null;
}

/**
 * Huge pages pay when their runs take, in all, a tenth less than the runs without: in all, since where
 * they cost, it is in some runs and not others (48 to 307 ms against a steady 74 to 80 ms here), and a
 * backup pays for every run. Ties, and any run that failed, leave them off (glibc's default).
 */
export function hugePagesPay(withHuge, without) {
  if ([...withHuge, ...without].some((ms) => ms === null)) return false;
  const total = (runs) => runs.reduce((sum, ms) => sum + ms, 0);
  return total(withHuge) < total(without) * 0.9;
}

/** Times the churn both ways (the other tunables in each) and answers whether huge pages pay here. */
export function probeHugePages(otherTunables) {
  const withHuge = [];
  const without = [];
  for (let round = 0; round < 3; round++) {
    withHuge.push(churnMs([HUGE_PAGES, ...otherTunables]));
    without.push(churnMs(otherTunables));
  }
  return { pay: hugePagesPay(withHuge, without), withHuge, without };
}
