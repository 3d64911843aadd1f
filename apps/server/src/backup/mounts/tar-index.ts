// Reads the headers of a tar (ustar, pax or GNU long-name) stream fed in pieces at absolute offsets and
// reports each entry with the offset of its data. File data is never buffered: the caller may skip
// whole pieces that end before wantedFrom().
const BLOCK = 512;
const MAX_META = 1024 * 1024;

export interface TarEntry {
  name: string;
  type: 'FILE' | 'FOLDER';
  size: number;
  mtime: Date | null;
  /** Offset of the entry's first data byte within the archive stream. */
  dataOffset: number;
}

export class TarFormatError extends Error {}

type Mode = 'header' | 'meta' | 'skip' | 'end';
interface Pending {
  path?: string;
  size?: number;
  mtime?: Date;
}

const roundUp = (n: number) => Math.ceil(n / BLOCK) * BLOCK;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const nul = field.indexOf(0);
  return (nul < 0 ? field : field.subarray(0, nul)).toString('utf8');
}

function numeric(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  if (field[0]! & 0x80) {
    // Base-256: big-endian after the marker bit, used for values too large for octal.
    let value = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) value = value * 256 + field[i]!;
    return value;
  }
  const digits = field.toString('latin1').replace(/[\0 ]+/g, '');
  return digits === '' ? 0 : Number.parseInt(digits, 8);
}

function checksumMatches(block: Buffer): boolean {
  let sum = 8 * 32; // the checksum field counts as spaces
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += block[i]!;
  return sum === numeric(block, 148, 8);
}

/** pax records: "<length> <key>=<value>\n". */
function paxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let i = 0;
  while (i < data.length) {
    const space = data.indexOf(0x20, i);
    if (space < 0) break;
    const length = Number.parseInt(data.toString('latin1', i, space), 10);
    if (!Number.isFinite(length) || length <= 0 || i + length > data.length) break;
    const record = data.toString('utf8', space + 1, i + length - 1);
    const eq = record.indexOf('=');
    if (eq > 0) records.set(record.slice(0, eq), record.slice(eq + 1));
    i += length;
  }
  return records;
}

export class TarIndexer {
  private mode: Mode = 'header';
  /** Absolute offset of the next byte the parser consumes. */
  private at = 0;
  private skipEnd = 0;
  private buffer: Buffer[] = [];
  private buffered = 0;
  private metaLength = 0;
  private metaType = '';
  private pendingMetaSize = 0;
  private pending: Pending = {};

  /** The first offset whose bytes still matter; pieces that end before it need not be read. */
  wantedFrom(): number {
    if (this.mode === 'end') return Number.POSITIVE_INFINITY;
    return this.mode === 'skip' ? this.skipEnd : this.at;
  }

  feed(offset: number, piece: Buffer): TarEntry[] {
    if (this.mode === 'end') return [];
    if (this.mode === 'skip' && offset > this.at && offset <= this.skipEnd) this.at = offset;
    if (offset > this.at) throw new TarFormatError(`Archive bytes missing at offset ${this.at}`);
    let data = piece.subarray(this.at - offset);
    const entries: TarEntry[] = [];
    while (data.length > 0 && (this.mode as Mode) !== 'end') {
      if (this.mode === 'skip') {
        const take = Math.min(data.length, this.skipEnd - this.at);
        this.at += take;
        data = data.subarray(take);
        if (this.at === this.skipEnd) this.mode = 'header';
        continue;
      }
      const want = this.mode === 'header' ? BLOCK : this.metaLength;
      const take = Math.min(data.length, want - this.buffered);
      this.buffer.push(data.subarray(0, take));
      this.buffered += take;
      this.at += take;
      data = data.subarray(take);
      if (this.buffered < want) continue;
      const whole = Buffer.concat(this.buffer);
      this.buffer = [];
      this.buffered = 0;
      const entry = this.mode === 'header' ? this.onHeader(whole) : this.onMeta(whole);
      if (entry) entries.push(entry);
    }
    return entries;
  }

  /** Throws when the stream stopped inside an entry. */
  finish(): void {
    const clean = this.mode === 'end' || (this.mode === 'header' && this.buffered === 0);
    if (!clean) throw new TarFormatError(`The archive ends inside an entry at offset ${this.at}`);
  }

  private skip(length: number) {
    if (length <= 0) {
      this.mode = 'header';
      return;
    }
    this.mode = 'skip';
    this.skipEnd = this.at + length;
  }

  private onHeader(block: Buffer): TarEntry | null {
    if (block.every((b) => b === 0)) {
      this.mode = 'end';
      return null;
    }
    if (!checksumMatches(block)) throw new TarFormatError(`No tar header at offset ${this.at - BLOCK}`);
    const flag = String.fromCharCode(block[156]!);
    const size = numeric(block, 124, 12);
    if (flag === 'x' || flag === 'L') {
      if (size > MAX_META) throw new TarFormatError(`Oversized extended header at offset ${this.at}`);
      this.metaType = flag;
      this.metaLength = roundUp(size);
      this.mode = size > 0 ? 'meta' : 'header';
      this.pendingMetaSize = size;
      return null;
    }
    const pending = this.pending;
    this.pending = {};
    const ustarPrefix = block.toString('latin1', 257, 263) === 'ustar\0' ? text(block, 345, 155) : '';
    const name =
      pending.path ?? (ustarPrefix ? `${ustarPrefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    const entrySize = pending.size ?? size;
    const mtimeSeconds = numeric(block, 136, 12);
    const type = flag === '5' ? 'FOLDER' : flag === '0' || flag === '\0' || flag === '7' ? 'FILE' : null;
    const entry: TarEntry | null = type
      ? {
          name,
          type,
          size: type === 'FILE' ? entrySize : 0,
          mtime: pending.mtime ?? (mtimeSeconds ? new Date(mtimeSeconds * 1000) : null),
          dataOffset: this.at,
        }
      : null;
    // Directories and links carry no data in practice, but the header's size is what the stream holds.
    this.skip(roundUp(flag === '1' || flag === '2' || flag === '5' ? 0 : entrySize));
    return entry;
  }

  private onMeta(data: Buffer): null {
    const content = data.subarray(0, this.pendingMetaSize);
    if (this.metaType === 'L') {
      this.pending.path = text(content, 0, content.length);
    } else {
      const records = paxRecords(content);
      const path = records.get('path');
      const size = records.get('size');
      const mtime = records.get('mtime');
      if (path !== undefined) this.pending.path = path;
      if (size !== undefined && /^\d+$/.test(size)) this.pending.size = Number(size);
      if (mtime !== undefined && Number.isFinite(Number(mtime)))
        this.pending.mtime = new Date(Number(mtime) * 1000);
    }
    this.mode = 'header';
    return null;
  }
}
