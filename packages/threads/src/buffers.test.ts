// What may be handed over: only bytes that are the whole of their memory; a view shares it.
import { describe, expect, it } from 'vitest';
import { asBuffer, ownMemory } from './buffers.ts';

describe('bytes crossing a thread boundary', () => {
  it('keeps bytes that are the whole of their memory and copies a slice of a shared pool', () => {
    const whole = Buffer.allocUnsafeSlow(10).fill(1);
    expect(ownMemory(whole)).toBe(whole);
    const pooled = Buffer.from('small'); // in Node's shared pool
    const own = ownMemory(pooled);
    expect(own).not.toBe(pooled);
    expect(own.buffer.byteLength).toBe(5);
    expect(Buffer.from(own).toString()).toBe('small');
  });

  it('views received bytes as a Buffer over the same memory', () => {
    const bytes = new Uint8Array(new ArrayBuffer(8), 2, 4);
    const buffer = asBuffer(bytes);
    buffer[0] = 7;
    expect(bytes[0]).toBe(7);
    expect(buffer.length).toBe(4);
  });
});
