// How the agent cuts a script's output into messages: whole characters, in the order written, at
// most one chunk per message, up to the cap with the rest counted.
import { SCRIPT_OUTPUT_CHUNK_BYTES } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutputStream } from './output-stream.ts';

type Piece = { seq: number; stream: 'stdout' | 'stderr'; data: string };

afterEach(() => vi.useRealTimers());

describe('OutputStream', () => {
  it('sends whole characters split across writes, streams in order, after the flush delay', () => {
    vi.useFakeTimers();
    const sent: Piece[] = [];
    const out = new OutputStream((p) => sent.push(p));
    const euro = Buffer.from('€', 'utf8');
    out.write('stdout', Buffer.concat([Buffer.from('a'), euro.subarray(0, 1)]));
    out.write('stdout', euro.subarray(1));
    out.write('stderr', Buffer.from('oops\n'));
    out.write('stdout', Buffer.from('b\n'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([
      { seq: 1, stream: 'stdout', data: 'a€' },
      { seq: 2, stream: 'stderr', data: 'oops\n' },
      { seq: 3, stream: 'stdout', data: 'b\n' },
    ]);
  });

  it('sends a full chunk at once and keeps each message within the chunk size', () => {
    const sent: Piece[] = [];
    const out = new OutputStream((p) => sent.push(p));
    out.write('stdout', Buffer.alloc(SCRIPT_OUTPUT_CHUNK_BYTES * 2 + 10, 'z'));
    expect(sent.map((p) => p.data.length)).toEqual([
      SCRIPT_OUTPUT_CHUNK_BYTES,
      SCRIPT_OUTPUT_CHUNK_BYTES,
      10,
    ]);
    out.end();
  });

  it('stops at the cap on a character boundary and counts what follows', () => {
    const sent: Piece[] = [];
    const out = new OutputStream((p) => sent.push(p), 10);
    out.write('stdout', Buffer.from('12345678€€', 'utf8'));
    out.write('stderr', Buffer.from('more'));
    out.end();
    expect(sent.map((p) => p.data).join('')).toBe('12345678');
    expect(out.droppedBytes).toBe(6 + 4);
  });
});
