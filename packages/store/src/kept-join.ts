// A blob's pieces joined into memory kept from one write to the next, so that a pack reaches the file
// system as one buffer. On one virtual machine the kernel copied a writev of a pack's hundreds of
// pieces into the page cache at a sixth to two thirds of the speed of one buffer of the same bytes, and
// fresh memory for each join would fault in every page of it (docs/performance.md, "2026-12-03
// (afternoon)").
import { KeptMemory } from '@warden/threads/kept-memory';
import type { BlobData } from './blob-store.ts';

const MiB = 1024 * 1024;

// The packs in flight at once are few (the server stores one batch while the next arrives); the
// memory goes once writes stop for a while.
const kept = new KeptMemory<ArrayBuffer>({
  create: (bytes) => new ArrayBuffer(bytes),
  step: MiB,
  keep: 4,
  quietMs: 10_000,
});

/**
 * What a direct write needs of its memory, its offsets and its lengths (direct-write.ts): 4 KiB covers
 * every logical block size in use.
 */
export const DIRECT_ALIGNMENT = 4096;
const WASM_PAGE = 64 * 1024;

// WebAssembly memory is the one memory JavaScript can have at a page-aligned address; a Buffer's
// lies 16 bytes past a page boundary, or anywhere in the heap. Node has WebAssembly everywhere; the
// project's TypeScript libraries (no DOM) do not declare it.
const WasmMemory = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer } };
  }
).WebAssembly.Memory;
const alignedKept = new KeptMemory<ArrayBuffer>({
  create: (bytes) => new WasmMemory({ initial: bytes / WASM_PAGE }).buffer,
  step: MiB,
  keep: 4,
  quietMs: 10_000,
});

/**
 * Runs use with the bytes copied into page-aligned memory and followed by zeros up to a multiple of
 * DIRECT_ALIGNMENT (padded), and their own length (size); padded is valid only until use settles.
 */
export async function withAligned<T>(
  data: BlobData,
  use: (padded: Buffer, size: number) => Promise<T>,
): Promise<T> {
  const parts = Buffer.isBuffer(data) ? [data] : data;
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const length = Math.ceil(size / DIRECT_ALIGNMENT) * DIRECT_ALIGNMENT;
  const memory = alignedKept.take(length);
  try {
    const padded = Buffer.from(memory, 0, length);
    let at = 0;
    for (const part of parts) at += part.copy(padded, at);
    padded.fill(0, at);
    return await use(padded, size);
  } finally {
    alignedKept.give(memory);
  }
}

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
