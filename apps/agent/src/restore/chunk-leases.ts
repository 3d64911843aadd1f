// The batch answers' memory that the chunks gathered for a writer thread lie in. It goes back for the
// next answer once the thread has answered the message that carried them (a thread decodes a
// message's chunks before it answers), and never when that message failed, since the thread may not
// be done with them; chunks gathered and not sent let go of it at once.
import type { MemoryLease } from '@warden/threads/kept-memory';
import type { FetchedChunk } from './chunk-source.ts';

export class ChunkLeases {
  private leases: MemoryLease<SharedArrayBuffer>[] = [];

  /** A chunk ChunkPrefetcher.next() handed out: its memory is held until it is sent and answered. */
  hold(chunk: FetchedChunk): void {
    if ('lease' in chunk && chunk.lease) this.leases.push(chunk.lease);
  }

  /** The chunks held so far went to a thread in one message: their memory goes back with its answer. */
  sent(answer: Promise<unknown>): void {
    const leases = this.take();
    if (leases.length === 0) return;
    answer.then(
      () => {
        for (const lease of leases) lease.release();
      },
      () => {
        for (const lease of leases) lease.spoil();
      },
    );
  }

  /** The chunks held so far never left this thread: their memory may go back now. */
  unsent(): void {
    for (const lease of this.take()) lease.release();
  }

  private take(): MemoryLease<SharedArrayBuffer>[] {
    const leases = this.leases;
    this.leases = [];
    return leases;
  }
}
