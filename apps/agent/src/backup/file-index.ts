// What the last committed run saw, per plan: size, mtime and inode decide whether a file changed. The
// next index is written to a temporary file as the run goes and replaces the old one after the commit,
// so a run over hundreds of thousands of files does not hold a second index in memory.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export interface IndexedFile {
  type: 'FILE' | 'FOLDER' | 'VOLUME';
  size: number;
  mtimeMs: number;
  ino: string;
  hash: string | null;
}

export class FileIndex {
  readonly entries = new Map<string, IndexedFile>();
  /** Entries this run has come across; the others are gone from the device. */
  private seen = new WeakSet<IndexedFile>();

  constructor(private file: string) {}

  static async load(stateDir: string, planUid: string): Promise<FileIndex> {
    const index = new FileIndex(path.join(stateDir, 'index', `${planUid}.jsonl`));
    if (!fs.existsSync(index.file)) return index;
    const lines = readline.createInterface({
      input: fs.createReadStream(index.file),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line) continue;
      const [p, entry] = JSON.parse(line) as [string, IndexedFile];
      index.entries.set(p, entry);
    }
    return index;
  }

  /** The last run's entry for p, if any; notes that this run saw p. */
  take(p: string): IndexedFile | undefined {
    const entry = this.entries.get(p);
    if (entry) this.seen.add(entry);
    return entry;
  }

  /** Whether the file is as the last run saw it (call take() first). */
  unchanged(p: string, type: IndexedFile['type'], size: number, mtimeMs: number, ino: string): boolean {
    const old = this.entries.get(p);
    return !!old && old.type === type && old.size === size && old.mtimeMs === mtimeMs && old.ino === ino;
  }

  /** Paths the last run saw and this one did not. */
  unseen(): string[] {
    const gone: string[] = [];
    for (const [p, entry] of this.entries) if (!this.seen.has(entry)) gone.push(p);
    return gone;
  }

  /** A writer for the index that replaces this one once the run is committed. */
  startNext(): IndexWriter {
    return new IndexWriter(this.file);
  }
}

/**
 * Lines are gathered into writes of about this many characters: a write per file sent each small line
 * through libuv's thread pool, whose every round trip cost the main thread more than the line.
 */
const WRITE_SIZE = 64 * 1024;

export class IndexWriter {
  private readonly temp: string;
  private readonly out: fs.WriteStream;
  private pending = '';
  private failure: Error | null = null;

  constructor(private file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.temp = `${file}.tmp`;
    this.out = fs.createWriteStream(this.temp);
    this.out.on('error', (err) => {
      this.failure ??= err;
    });
  }

  add(p: string, entry: IndexedFile): void {
    this.pending += `${JSON.stringify([p, entry])}\n`;
    if (this.pending.length >= WRITE_SIZE) this.writePending();
  }

  private writePending(): void {
    if (this.pending) this.out.write(this.pending);
    this.pending = '';
  }

  /** Waits while the writer holds more than its buffer, so a fast scan does not pile lines up in memory. */
  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.out.writableNeedDrain) return;
    await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
  }

  /** Puts the new index in place of the old one; a crash before this leaves the old one whole. */
  async commit(): Promise<void> {
    await this.close();
    if (this.failure) throw this.failure;
    await fs.promises.rename(this.temp, this.file);
  }

  async abort(): Promise<void> {
    await this.close().catch(() => {});
    await fs.promises.rm(this.temp, { force: true });
  }

  private close(): Promise<void> {
    if (this.out.closed) return Promise.resolve();
    this.writePending();
    return new Promise<void>((resolve, reject) =>
      this.out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  }
}
