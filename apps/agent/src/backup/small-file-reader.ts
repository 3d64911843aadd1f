// Reads small files whole into buffers reused from file to file. A fresh buffer per file is external
// memory that V8 counts towards its next full garbage collection: reading a tree of small files into
// new buffers started one every 64 MiB read, each marking the agent's whole heap.
import fs from 'node:fs';
import { promisify } from 'node:util';

// The callback API: fs.promises takes more trips to the thread pool per file.
const open = promisify(fs.open);
const read = promisify(fs.read);
const close = promisify(fs.close);

export class SmallFileReader {
  private free: Buffer[] = [];

  /** capacity: the largest file read this way; one buffer per file being read at once. */
  constructor(private readonly capacity: number) {}

  /**
   * Reads the file and hands its bytes to use, which must be done with them when its promise settles
   * (the buffer then goes to the next file). Answers null, without calling use, when the file has
   * grown past the capacity since it was scanned: the caller streams it instead.
   */
  async withFile<T>(
    file: string,
    expectedSize: number,
    use: (data: Buffer) => Promise<T>,
  ): Promise<T | null> {
    // One byte past the capacity tells a file of exactly the capacity from a larger one.
    const buffer = this.free.pop() ?? Buffer.allocUnsafeSlow(this.capacity + 1);
    try {
      const length = await readInto(file, buffer, expectedSize);
      if (length > this.capacity) return null;
      return await use(buffer.subarray(0, length));
    } finally {
      this.free.push(buffer);
    }
  }
}

/** Reads from the start of the file until its end or the buffer is full; answers the bytes read. */
async function readInto(file: string, buffer: Buffer, expectedSize: number): Promise<number> {
  const fd = await open(file, 'r');
  try {
    let at = 0;
    for (;;) {
      const { bytesRead: n } = await read(fd, buffer, at, buffer.length - at, null);
      at += n;
      // A read that stops short at or past the scanned size is the end of a regular file; one that
      // stops short before it (a file that shrank, or a file system that reads in parts) is asked again.
      if (n === 0 || at === buffer.length || at >= expectedSize) return at;
    }
  } finally {
    await close(fd);
  }
}
