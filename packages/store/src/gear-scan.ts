// The chunker's hot loop in WebAssembly (gear-scan.wat): the gear hash over a run of bytes, stopping at
// the first byte whose hash matches a cut mask. It gives the JavaScript loop's answers exactly (the
// boundaries are part of the repository format) at about four times its speed on the office share.

/** gear-scan.wat as assembled by wabt; gear-scan.test.ts assembles the source and compares. */
export const GEAR_SCAN_WASM = Buffer.from(
  'AGFzbQEAAAABCQFgBH9/f38BfwMCAQAFAwEAAQYGAX8BQQALBxgDBm1lbW9yeQIABGhhc2gDAARzY2FuAAAKSAFGAQF/IAAhBAJAA0AgBCABTw0BIAJBAXQgBC0AAEECdCgCAGohAiAEQQFqIQQgAiADcUEARw0AIAIkACAEDwsLIAIkAEF/Cw==',
  'base64',
);

/** Where the bytes to scan start in the module's memory; the gear table is below. */
const DATA_AT = 1024;
/** Bytes copied into the module's memory per call: large enough that a call's cost is nothing beside it. */
const WINDOW = 256 * 1024;
const PAGE = 64 * 1024;

interface Exports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  hash: { value: number };
  scan: (from: number, to: number, hash: number, mask: number) => number;
}

// Node has WebAssembly everywhere; the project's TypeScript libraries (no DOM) do not declare it.
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object) => { exports: unknown };
    };
  }
).WebAssembly;

export class GearScan {
  /** The hash after the last scan: at its cut, or at its end when it found none. */
  hash = 0;
  private readonly exports: Exports;
  private readonly bytes: Uint8Array;

  /** gear: the 256 values of the chunker's table. Compiling the module takes well under a millisecond. */
  constructor(gear: Uint32Array) {
    if (gear.length !== 256) throw new RangeError('The gear table has 256 values');
    this.exports = new wasm.Instance(new wasm.Module(GEAR_SCAN_WASM)).exports as Exports;
    const memory = this.exports.memory;
    memory.grow(Math.ceil((DATA_AT + WINDOW) / PAGE) - memory.buffer.byteLength / PAGE);
    // WebAssembly's memory is little-endian, as typed arrays are on every platform Node runs on.
    new Uint32Array(memory.buffer, 0, 256).set(gear);
    this.bytes = new Uint8Array(memory.buffer);
  }

  /**
   * Scans data[from, to) with the hash carried in; answers the offset just after the first byte whose
   * hash has none of mask's bits set, or -1, and leaves the hash reached in this.hash.
   */
  scan(data: Uint8Array, from: number, to: number, hash: number, mask: number): number {
    const { scan, hash: reached } = this.exports;
    let h = hash | 0;
    for (let pos = from; pos < to; pos += WINDOW) {
      const length = Math.min(to - pos, WINDOW);
      this.bytes.set(data.subarray(pos, pos + length), DATA_AT);
      const cut = scan(DATA_AT, DATA_AT + length, h, mask | 0);
      h = reached.value;
      if (cut >= 0) {
        this.hash = h >>> 0;
        return pos + cut - DATA_AT;
      }
    }
    this.hash = h >>> 0;
    return -1;
  }
}
