// Turns a script's stdout and stderr into output messages: whole UTF-8 characters, pieces of at most
// SCRIPT_OUTPUT_CHUNK_BYTES sent every FLUSH_MS (or sooner when a piece is full), in the order
// written, up to the run's cap; what comes after the cap is only counted.
import { StringDecoder } from 'node:string_decoder';
import { SCRIPT_OUTPUT_CAP_BYTES, SCRIPT_OUTPUT_CHUNK_BYTES } from '@warden/domain/agent';

export const FLUSH_MS = 100;

type Stream = 'stdout' | 'stderr';
export type OutputSink = (piece: { seq: number; stream: Stream; data: string }) => void;

/** The first whole characters of bytes that fit in max bytes. */
function cutPoint(bytes: Buffer, max: number): number {
  if (bytes.length <= max) return bytes.length;
  let end = max;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return end;
}

export class OutputStream {
  private decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  private pending: { stream: Stream; bytes: Buffer }[] = [];
  private pendingBytes = 0;
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;
  private sentBytes = 0;
  /** Bytes written past the cap, reported with the run's end. */
  droppedBytes = 0;

  constructor(
    private sink: OutputSink,
    private cap = SCRIPT_OUTPUT_CAP_BYTES,
  ) {}

  write(stream: Stream, chunk: Buffer): void {
    const text = this.decoders[stream].write(chunk);
    if (text) this.add(stream, Buffer.from(text, 'utf8'));
  }

  /** Sends everything held, the decoders' last bytes included. */
  end(): void {
    for (const stream of ['stdout', 'stderr'] as const) {
      const rest = this.decoders[stream].end();
      if (rest) this.add(stream, Buffer.from(rest, 'utf8'));
    }
    this.flush();
  }

  private add(stream: Stream, bytes: Buffer): void {
    // Once something was dropped nothing more is kept, so what is kept is the output's beginning.
    const room = this.droppedBytes > 0 ? 0 : this.cap - this.sentBytes - this.pendingBytes;
    const keep = room <= 0 ? 0 : cutPoint(bytes, room);
    this.droppedBytes += bytes.length - keep;
    if (keep === 0) return;
    const kept = bytes.subarray(0, keep);
    const last = this.pending.at(-1);
    if (last && last.stream === stream) last.bytes = Buffer.concat([last.bytes, kept]);
    else this.pending.push({ stream, bytes: kept });
    this.pendingBytes += keep;
    if (this.pendingBytes >= SCRIPT_OUTPUT_CHUNK_BYTES) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const { stream, bytes } of this.pending) {
      let rest = bytes;
      while (rest.length > 0) {
        const end = cutPoint(rest, SCRIPT_OUTPUT_CHUNK_BYTES);
        this.sink({ seq: ++this.seq, stream, data: rest.subarray(0, end).toString('utf8') });
        this.sentBytes += end;
        rest = rest.subarray(end);
      }
    }
    this.pending = [];
    this.pendingBytes = 0;
  }
}
