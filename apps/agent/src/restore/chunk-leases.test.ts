// A message's chunks give their batch answer's memory back with the thread's answer, never after a
// failed message, and at once when they were never sent.
import { KeptMemory, MemoryLease } from '@warden/threads/kept-memory';
import { describe, expect, it } from 'vitest';
import { ChunkLeases } from './chunk-leases.ts';

const MiB = 1024 * 1024;

function answerWith(holders: number) {
  const memory = new KeptMemory({
    create: (n) => new SharedArrayBuffer(n),
    step: MiB,
    keep: 4,
    quietMs: 30_000,
  });
  const answer = memory.take(MiB);
  const lease = new MemoryLease(memory, answer, holders);
  const chunk = { id: 'a'.repeat(64), stored: Buffer.from(answer, 0, 16), checkId: false, lease };
  return { memory, answer, lease, chunk };
}

describe('ChunkLeases', () => {
  it("gives the memory back once the message's answer comes, not before", async () => {
    const { memory, answer, chunk } = answerWith(2);
    const leases = new ChunkLeases();
    leases.hold(chunk);
    leases.hold(chunk);
    let answered!: () => void;
    const reply = new Promise<void>((resolve) => {
      answered = resolve;
    });
    leases.sent(reply);
    await Promise.resolve();
    expect(memory.keptBytes).toBe(0);
    answered();
    await reply;
    await Promise.resolve();
    expect(memory.take(MiB)).toBe(answer);
  });

  it('never gives back memory a failed message carried', async () => {
    const { memory, lease, chunk } = answerWith(1);
    const leases = new ChunkLeases();
    leases.hold(chunk);
    const reply = Promise.reject(new Error('the thread failed'));
    leases.sent(reply);
    await reply.catch(() => {});
    await Promise.resolve();
    expect(lease.holders).toBe(0);
    expect(memory.keptBytes).toBe(0);
  });

  it('lets go at once of chunks that were never sent, and of nothing twice', () => {
    const { memory, lease, chunk } = answerWith(1);
    const leases = new ChunkLeases();
    leases.hold(chunk);
    leases.hold({ plain: Buffer.alloc(4) });
    leases.unsent();
    leases.unsent();
    expect(lease.holders).toBe(0);
    expect(memory.keptBytes).toBe(MiB);
  });
});
