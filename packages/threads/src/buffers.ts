// Bytes crossing a thread boundary: a message delivers a Buffer as a plain Uint8Array, and only the
// whole of an ArrayBuffer can be handed over without a copy.

/** A Buffer over the same memory as bytes (as a message delivers them), without a copy. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * bytes in memory of their own, ready to hand over: themselves when they are the whole of their
 * ArrayBuffer, else a copy. A small Buffer sits in Node's shared 8 KiB pool, which a message would copy
 * whole (or, handed over, take from every other Buffer in it).
 */
export function ownMemory(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}
