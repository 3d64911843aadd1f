// The huge-page probe and how its answer reaches the tunables the npm scripts start processes with.
import { describe, expect, it } from 'vitest';
import { HUGE_PAGES, hugePagesPay, probeHugePages } from './huge-pages.mjs';
import { tunedEnv } from './node-process.mjs';

const linux = process.platform === 'linux';

describe('hugePagesPay', () => {
  it('asks for huge pages only when their runs take a tenth less in all', () => {
    expect(hugePagesPay([40, 90], [300, 280])).toBe(true);
    expect(hugePagesPay([128, 233], [78, 79])).toBe(false);
    expect(hugePagesPay([95, 96], [100, 101])).toBe(false);
    // One fast run does not hide a slow one.
    expect(hugePagesPay([48, 115], [75, 76])).toBe(false);
  });

  it('leaves them off when a run failed', () => {
    expect(hugePagesPay([null, 10], [300, 300])).toBe(false);
    expect(hugePagesPay([10, 10], [300, null])).toBe(false);
  });
});

describe.skipIf(!linux)('the probe and the tunables', () => {
  it('times six runs of the churn on this machine', () => {
    const { pay, withHuge, without } = probeHugePages(['glibc.malloc.arena_max=1']);
    for (const ms of [...withHuge, ...without]) expect(ms).toBeGreaterThan(0);
    expect(pay).toBe(hugePagesPay(withHuge, without));
  });

  it('adds one arena always and huge pages as decided; a tunable already set wins', () => {
    expect(tunedEnv({}, false).GLIBC_TUNABLES).toBe('glibc.malloc.arena_max=1');
    expect(tunedEnv({}, true).GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=1:${HUGE_PAGES}`);
    const given = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0:glibc.malloc.arena_max=4' };
    expect(tunedEnv(given, true).GLIBC_TUNABLES).toBe(given.GLIBC_TUNABLES);
  });
});
