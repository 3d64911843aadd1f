// One thread of floor-bench.ts's bare backup or restore: only the steps restic takes too, each a
// synchronous call on this thread, with the project's own chunker and chunk codec and nothing else (no
// server, no HTTP, no database, no file index, no temporary names, no sync of each restored file).
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { decodeChunkSync, encodeChunk, FastCdc, PlainArena } from '@warden/store';
import { asBuffer } from '@warden/threads/buffers';

/** Where a chunk lies: its id, the pack file, the offset and the length of its encoded bytes. */
export type ChunkPlace = [id: string, pack: string, offset: number, length: number];

interface Common {
  /** Shared: the index of the next file to take, so that the threads share the files as they go. */
  next: Int32Array;
  key: Uint8Array;
}

export interface BackupWork extends Common {
  kind: 'backup';
  files: string[];
  packs: string;
  thread: number;
  /** Also decode each new chunk and hash it against its id, as Warden's server checks an upload. */
  check: boolean;
}

export interface RestoreWork extends Common {
  kind: 'restore';
  files: { target: string; chunks: ChunkPlace[] }[];
  /** Write each file as Warden does: under a temporary name, synced, its times set, then renamed. */
  durable: boolean;
}

/** What a backup thread answers: each file it took, by index, with its chunks in order. */
export type BackedUp = [file: number, chunks: ChunkPlace[]][];

// The agent's reads: a small file whole, a large one in pieces of 1 MiB.
const WHOLE_UP_TO = 4 * 1024 * 1024;
const PIECE = 1024 * 1024;
const PACK_SIZE = 8 * 1024 * 1024;
const arena = new PlainArena();

function* pieces(fd: number, size: number, whole: Buffer): Generator<Buffer> {
  if (size <= WHOLE_UP_TO) {
    let at = 0;
    for (let n = 1; n > 0 && at < size; at += n) n = fs.readSync(fd, whole, at, size - at, at);
    yield whole.subarray(0, at);
    return;
  }
  // The chunker keeps a reference to what it is given, so each piece is memory of its own.
  for (let at = 0; at < size; at += PIECE) {
    const piece = Buffer.allocUnsafe(Math.min(PIECE, size - at));
    yield piece.subarray(0, fs.readSync(fd, piece, 0, piece.length, at));
  }
}

function backUp(work: BackupWork): BackedUp {
  const key = asBuffer(work.key);
  const whole = Buffer.allocUnsafeSlow(WHOLE_UP_TO);
  const known = new Map<string, ChunkPlace>();
  const done: BackedUp = [];
  let pack = { name: '', parts: [] as Buffer[], size: 0, count: 0 };
  const flush = () => {
    if (pack.size === 0) return;
    const fd = fs.openSync(pack.name, 'w');
    fs.writevSync(fd, pack.parts);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    pack = { name: '', parts: [], size: 0, count: pack.count + 1 };
  };
  for (let i = Atomics.add(work.next, 0, 1); i < work.files.length; i = Atomics.add(work.next, 0, 1)) {
    const fd = fs.openSync(work.files[i]!, 'r');
    const cdc = new FastCdc();
    const places: ChunkPlace[] = [];
    const store = (plain: Buffer) => {
      const { id, data } = encodeChunk(plain, key);
      if (work.check) {
        arena.reset();
        decodeChunkSync(data, key, id, { arena });
      }
      let place = known.get(id);
      if (!place) {
        if (pack.size === 0) pack.name = path.join(work.packs, `${work.thread}-${pack.count}`);
        place = [id, pack.name, pack.size, data.length];
        pack.parts.push(data);
        pack.size += data.length;
        known.set(id, place);
        if (pack.size >= PACK_SIZE) flush();
      }
      places.push(place);
    };
    try {
      for (const piece of pieces(fd, fs.fstatSync(fd).size, whole)) for (const c of cdc.push(piece)) store(c);
      for (const c of cdc.finish()) store(c);
    } finally {
      fs.closeSync(fd);
    }
    done.push([i, places]);
  }
  flush();
  return done;
}

function restore(work: RestoreWork): void {
  const key = asBuffer(work.key);
  const packs = new Map<string, number>();
  let stored = Buffer.allocUnsafeSlow(PIECE);
  for (let i = Atomics.add(work.next, 0, 1); i < work.files.length; i = Atomics.add(work.next, 0, 1)) {
    const file = work.files[i]!;
    const written = work.durable ? `${file.target}.part` : file.target;
    const fd = fs.openSync(written, 'w', 0o644);
    try {
      for (const [id, pack, offset, length] of file.chunks) {
        let packFd = packs.get(pack);
        if (packFd === undefined) {
          packFd = fs.openSync(pack, 'r');
          packs.set(pack, packFd);
        }
        if (stored.length < length) stored = Buffer.allocUnsafeSlow(length);
        fs.readSync(packFd, stored, 0, length, offset);
        arena.reset();
        const plain = decodeChunkSync(stored.subarray(0, length), key, id, { arena });
        for (let at = 0; at < plain.length; ) at += fs.writeSync(fd, plain, at);
      }
      if (work.durable) {
        fs.fsyncSync(fd);
        fs.futimesSync(fd, new Date(), new Date());
      }
    } finally {
      fs.closeSync(fd);
    }
    if (work.durable) fs.renameSync(written, file.target);
  }
  for (const fd of packs.values()) fs.closeSync(fd);
}

const work = workerData as BackupWork | RestoreWork;
parentPort!.postMessage(work.kind === 'backup' ? backUp(work) : restore(work));
