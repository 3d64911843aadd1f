// The NUL guard finds NUL characters in text wherever they hide, and leaves binary bodies alone.
import { describe, expect, it, vi } from 'vitest';
import { findNulCharacter } from './reject-nul-characters.ts';

describe('findNulCharacter', () => {
  it('names the path to a NUL in a value or a key', () => {
    expect(findNulCharacter({ a: [{ b: 'x\u0000y' }] })).toEqual(['a', '0', 'b']);
    expect(findNulCharacter({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
    expect(findNulCharacter('plain\u0000')).toEqual([]);
    expect(findNulCharacter({ a: ['clean', { b: 'text' }] })).toBeUndefined();
  });

  it('does not walk binary bodies, whatever bytes they hold', () => {
    // Walking a megabyte chunk entry by entry costs seconds and gigabytes of heap.
    const entries = vi.spyOn(Object, 'entries');
    const body = Buffer.from([0x41, 0x00, 0x42]);
    const bytes = new Uint8Array([0]);
    expect(findNulCharacter(body)).toBeUndefined();
    expect(findNulCharacter({ data: bytes })).toBeUndefined();
    const walked = entries.mock.calls.map(([value]) => value);
    entries.mockRestore();
    expect(walked).not.toContain(body);
    expect(walked).not.toContain(bytes);
  });

  it('copes with deep nesting without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(findNulCharacter(deep)).toHaveLength(100_000);
  });
});
