// A blob's pieces joined into memory kept from one write to the next, so that a pack reaches the file
// system as one buffer. On one virtual machine the kernel copied a writev of a pack's hundreds of
// pieces into the page cache at a sixth to two thirds of the speed of one buffer of the same bytes, and
// fresh memory for each join would fault in every page of it (docs/performance.md, "2026-12-03
// (afternoon)").
import { KeptMemory } from '@warden/threads/kept-memory';

const MiB = 1024 * 1024;

// The packs in flight at once are few (the server stores one batch while the next arrives); the
// memory goes once writes stop for a while.
const kept = new KeptMemory<ArrayBuffer>({
  create: (bytes) => new ArrayBuffer(bytes),
  step: MiB,
  keep: 4,
  quietMs: 10_000,
});

/** Runs use with the pieces joined in order; the joined buffer is valid only until use settles. */
export async function withJoined<T>(
  parts: readonly Buffer[],
  use: (joined: Buffer) => Promise<T>,
): Promise<T> {
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const memory = kept.take(size);
  try {
    const joined = Buffer.from(memory, 0, size);
    let at = 0;
    for (const part of parts) at += part.copy(joined, at);
    return await use(joined);
  } finally {
    kept.give(memory);
  }
}
