// The optimiser's pace: a hot function is optimised later in a process that set it than in one that did not.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('./optimiser-pace.ts', import.meta.url).href;

/** Calls a small function until V8 has optimised it, in a fresh process; answers how many calls it took. */
function callsBeforeOptimised(paced: boolean): number {
  const script = `
    ${paced ? `const { paceOptimiser } = await import(${JSON.stringify(MODULE)}); paceOptimiser();` : ''}
    function sum(text) { let s = 0; for (let i = 0; i < text.length; i++) s += text.charCodeAt(i) * i; return s; }
    const text = 'abcdefghij'.repeat(3);
    let calls = 0;
    // Bit 4 of the status: the function runs optimised code.
    while (calls < 100000 && (%GetOptimizationStatus(sum) & 16) === 0) { sum(text); calls++; }
    console.log(calls);
  `;
  // Compiling on the main thread makes the count the same from run to run.
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--allow-natives-syntax',
      '--no-concurrent-recompilation',
      '--input-type=module',
      '-e',
      script,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return Number(result.stdout.trim());
}

describe('paceOptimiser', () => {
  it('lets a hot function run longer before V8 optimises it', () => {
    const unpaced = callsBeforeOptimised(false);
    const paced = callsBeforeOptimised(true);
    expect(unpaced).toBeGreaterThan(0);
    expect(unpaced).toBeLessThan(100000);
    expect(paced).toBeGreaterThan(2 * unpaced);
    expect(paced).toBeLessThan(100000);
  });
});
