import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import wabt from 'wabt';
import { GEAR_SCAN_WASM, GearScan } from './gear-scan.ts';
import { pseudoRandomBytes } from './test-support/pseudo-random.ts';

/** The loop as JavaScript had it before the module: the answers the module must give. */
function referenceScan(
  gear: Uint32Array,
  data: Uint8Array,
  from: number,
  to: number,
  hash: number,
  mask: number,
) {
  let h = hash >>> 0;
  for (let i = from; i < to; i++) {
    h = ((h << 1) + gear[data[i]!]!) >>> 0;
    if ((h & mask) === 0) return { cut: i + 1, hash: h };
  }
  return { cut: -1, hash: h };
}

const gearOf = (seed: number) => new Uint32Array(pseudoRandomBytes(1024, seed).buffer.slice(0, 1024));
const topBits = (bits: number) => (bits <= 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0);

describe('GearScan', () => {
  it('is gear-scan.wat as wabt assembles it', async () => {
    const source = fs.readFileSync(new URL('./gear-scan.wat', import.meta.url), 'utf8');
    const module = (await wabt()).parseWat('gear-scan.wat', source);
    expect(Buffer.from(module.toBinary({}).buffer).equals(GEAR_SCAN_WASM)).toBe(true);
  });

  it('gives the JavaScript loop’s cut and hash, across the windows it copies the bytes in', () => {
    const data = pseudoRandomBytes(1_200_000, 7);
    const gear = gearOf(3);
    const scanner = new GearScan(gear);
    fc.assert(
      fc.property(
        fc.nat(data.length),
        fc.nat(data.length),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.oneof(fc.integer({ min: 0, max: 24 }).map(topBits), fc.integer({ min: 0, max: 0xffffffff })),
        (a, b, hash, mask) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const cut = scanner.scan(data, from, to, hash, mask);
          expect({ cut, hash: scanner.hash }).toEqual(referenceScan(gear, data, from, to, hash, mask));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs to the end of a long run that never matches, carrying the hash through each window', () => {
    const data = pseudoRandomBytes(3 * 256 * 1024 + 5, 11);
    const gear = gearOf(5);
    const scanner = new GearScan(gear);
    // No hash in this run has all 32 bits clear, so it scans every window.
    const reference = referenceScan(gear, data, 0, data.length, 1, 0xffffffff);
    expect(reference.cut).toBe(-1);
    expect(scanner.scan(data, 0, data.length, 1, 0xffffffff)).toBe(reference.cut);
    expect(scanner.hash).toBe(reference.hash);
  });

  it('answers -1 and the hash it was given for an empty run, and cuts after the first byte for an empty mask', () => {
    const scanner = new GearScan(gearOf(1));
    const data = pseudoRandomBytes(16, 2);
    expect(scanner.scan(data, 4, 4, 0xdeadbeef, 0)).toBe(-1);
    expect(scanner.hash).toBe(0xdeadbeef);
    expect(scanner.scan(data, 4, 16, 0, 0)).toBe(5);
  });

  it('refuses a gear table of the wrong size', () => {
    expect(() => new GearScan(new Uint32Array(255))).toThrow(RangeError);
  });
});
