// The agent's surface of the domain package keeps its heap small: it loads a fraction of what the
// whole package does (the agent's full collections mark all of it, many times a backup).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Megabytes of JavaScript heap live after importing the module, above a process that imported nothing. */
function heapAdded(module: URL | null): number {
  const script = `
    import v8 from 'node:v8';
    const live = () => { globalThis.gc(); globalThis.gc(); return v8.getHeapStatistics().used_heap_size; };
    const before = live();
    ${module ? `await import(${JSON.stringify(module.href)});` : ''}
    console.log((live() - before) / 1048576);
  `;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return Number(result.stdout.trim());
}

describe('the agent surface', () => {
  it('loads well under half of the heap the whole domain package does', () => {
    const nothing = heapAdded(null);
    const surface = heapAdded(new URL('./agent-surface.ts', import.meta.url)) - nothing;
    const whole = heapAdded(new URL('./index.ts', import.meta.url)) - nothing;
    expect(whole).toBeGreaterThan(4);
    expect(surface).toBeLessThan(whole * 0.5);
  });
});
