// One file restored onto disk, held whole or written in parts by a worker thread: the mode it gets with
// and without "restore permissions", no folder made through a symbolic link that leads out of the
// destination, and a corrupt chunk or a wrong SHA-256 failing its file and leaving nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeChunk, generateDataKey } from '@warden/store';
import { WorkerPool } from '@warden/threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckedFolders } from './checked-folders.ts';
import type { FetchedChunk } from './chunk-source.ts';
import {
  type FileContext,
  type FileWriters,
  type ManifestFile,
  planFile,
  restoreFile,
  writeFile,
} from './file-writer.ts';
import { WholeWrites } from './whole-writes.ts';

const dataKey = generateDataKey();
const source = { dataKey };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file's content in chunks: one small one (held whole), or three of 3 MiB (written in two parts). */
function fileOf(large: boolean) {
  const pieces = large
    ? [1, 2, 3].map((n) => Buffer.alloc(3 * 1024 * 1024, `part ${n} of a disk image\n`))
    : [Buffer.from('restored content\n')];
  const chunks = pieces.map((plain) => ({
    id: sha256(plain),
    plain,
    stored: encodeChunk(plain, dataKey).data,
  }));
  return { content: Buffer.concat(pieces), chunks };
}

type FileChunks = ReturnType<typeof fileOf>['chunks'];

/** The file's chunks in order, as a local repository gives them (plaintext) or as the server stores them. */
function chunksOf(chunks: FileChunks, stored: boolean) {
  const fetched: FetchedChunk[] = chunks.map((c) =>
    stored ? { id: c.id, stored: c.stored, checkId: false } : { plain: c.plain },
  );
  return { next: async () => fetched.shift()! };
}

let base: string;
let root: string;
let umask: number;
const writers: FileWriters = new WorkerPool(new URL('./file-write-worker.ts', import.meta.url), 2);
const wholeWrites = new WholeWrites(writers);
beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-file-writer-'));
  root = path.join(base, 'destination');
  fs.mkdirSync(root);
  umask = process.umask(0o022);
});
afterAll(async () => {
  await writers.close();
  process.umask(umask);
  fs.rmSync(base, { recursive: true, force: true });
});

const modeOf = (p: string) => fs.statSync(p).mode & 0o7777;

describe.runIf(process.platform !== 'win32').each([
  ['held whole, written by a worker', false, false],
  ['held whole, decoded and written by a worker', false, true],
  ['in parts, written by a worker', true, false],
  ['in parts, decoded and written by a worker', true, true],
])('restoring a file, %s', (way, large, stored) => {
  const { content, chunks } = fileOf(large);
  const manifestFile = (mode: number): ManifestFile => ({
    sourcePath: '/srv/tool',
    destinationPath: '/srv/tool',
    type: 'FILE',
    size: content.length,
    hash: sha256(content),
    mode,
    uid: null,
    gid: null,
    mtime: '2026-01-02T03:04:05.000Z',
    chunks: chunks.map((c): [string, number] => [c.id, c.plain.length]),
  });
  const context = (restorePermissions: boolean, fileChunks = chunks): FileContext => ({
    chunks: chunksOf(fileChunks, stored),
    source,
    signal: new AbortController().signal,
    handling: 'OVERWRITE',
    restorePermissions,
    folders: new CheckedFolders(root),
    onBytes: () => {},
    writers,
    wholeWrites,
  });
  const at = (...names: string[]) => path.join(root, way, ...names);
  beforeAll(() => fs.mkdirSync(at()));

  it('drops setuid and setgid when restoring permissions, keeping the rest', async () => {
    const target = at('suid', 'tool');
    expect(await restoreFile(context(true), manifestFile(0o106755), target)).toBe('written');
    expect(modeOf(target)).toBe(0o755);
    const sticky = at('suid', 'sticky');
    await restoreFile(context(true), manifestFile(0o101640), sticky);
    expect(modeOf(sticky)).toBe(0o1640);
  });

  it('gives a file restored without permissions the default mode of a new file (0o644 under umask 022)', async () => {
    const target = at('plain', 'report.txt');
    await restoreFile(context(false), manifestFile(0o100600), target);
    expect(modeOf(target)).toBe(0o644);
    expect(sha256(fs.readFileSync(target))).toBe(sha256(content));
  });

  it('writes into a folder it made without looking for the file first, and still finds one in a folder it found', async () => {
    const ctx = context(false);
    const fresh = at('fresh', 'a.txt');
    const lstat = vi.spyOn(fsp, 'lstat');
    expect(await planFile(ctx, manifestFile(0o100644), fresh)).toBe('write');
    expect(lstat.mock.calls.filter(([p]) => p === fresh)).toEqual([]);
    lstat.mockRestore();
    await writeFile(ctx, manifestFile(0o100644), fresh);
    // The same content where it goes, in a folder this job did not make: nothing to write.
    expect(await planFile(context(false), manifestFile(0o100644), fresh)).toBe('unchanged');
  });

  it('writes a file recorded without a SHA-256 of its own, as a backup records a file of several chunks', async () => {
    const target = at('unhashed', 'image.bin');
    const file = { ...manifestFile(0o100644), hash: null };
    expect(await restoreFile(context(false), file, target)).toBe('written');
    expect(sha256(fs.readFileSync(target))).toBe(sha256(content));
    expect(fs.readdirSync(path.dirname(target))).toEqual(['image.bin']);
  });

  it('replaces a different file under Overwrite and leaves no temporary file', async () => {
    const target = at('replaced', 'a.txt');
    fs.mkdirSync(path.dirname(target));
    fs.writeFileSync(target, 'the old content');
    expect(await restoreFile(context(false), manifestFile(0o100644), target)).toBe('written');
    expect(sha256(fs.readFileSync(target))).toBe(sha256(content));
    expect(fs.readdirSync(path.dirname(target))).toEqual(['a.txt']);
  });

  it('refuses to put a file where a folder of that name is', async () => {
    const target = at('taken', 'name');
    fs.mkdirSync(target, { recursive: true });
    await expect(writeFile(context(false), manifestFile(0o100644), target)).rejects.toThrow(
      'a folder of that name is in the way',
    );
    expect(fs.readdirSync(path.dirname(target))).toEqual(['name']);
  });

  it('creates nothing outside the destination through a symbolic link in it', async () => {
    const outside = path.join(base, `${way} outside`);
    fs.mkdirSync(outside);
    fs.symlinkSync(outside, at('link'));
    await expect(
      restoreFile(context(false), manifestFile(0o100644), at('link', 'deep', 'a.txt')),
    ).rejects.toThrow('symbolic link');
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('writes nothing through a folder replaced by a symbolic link after it was checked', async () => {
    const outside = path.join(base, `${way} outside later`);
    fs.mkdirSync(outside);
    const ctx = context(false);
    const folder = at('swapped');
    const target = path.join(folder, 'a.txt');
    expect(await planFile(ctx, manifestFile(0o100644), target)).toBe('write');
    fs.rmdirSync(folder);
    fs.symlinkSync(outside, folder);
    await expect(writeFile(ctx, manifestFile(0o100644), target)).rejects.toThrow('symbolic link');
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('writes nothing in place of a file whose content does not match its SHA-256, and leaves no temporary file', async () => {
    const target = at('mismatch', 'a.txt');
    const wrong = { ...manifestFile(0o100644), hash: 'f'.repeat(64) };
    expect(await planFile(context(false), wrong, target)).toBe('write');
    await expect(writeFile(context(false), wrong, target)).rejects.toThrow(
      'the restored file does not match its SHA-256',
    );
    expect(fs.readdirSync(path.dirname(target))).toEqual([]);
  });

  it.runIf(!large)(
    'writes files asked for together, up to two to a message, each refused or not on its own',
    async () => {
      const messages: number[] = [];
      const counting = new WholeWrites({
        run: (request) => {
          if (request.kind === 'whole') messages.push(request.files.length);
          return writers.run(request);
        },
      });
      const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'];
      const targets = names.map((name) => at('together', name));
      const files = names.map((name) =>
        name === 'c.txt' ? { ...manifestFile(0o100644), hash: 'f'.repeat(64) } : manifestFile(0o100644),
      );
      const outcomes = await Promise.allSettled(
        files.map(async (file, i) => {
          const ctx = { ...context(false), wholeWrites: counting };
          expect(await planFile(ctx, file, targets[i]!)).toBe('write');
          return writeFile(ctx, file, targets[i]!);
        }),
      );
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      // How many share a message depends on when each file's chunks and folder check come in.
      expect(messages.reduce((sum, n) => sum + n, 0)).toBe(5);
      expect(Math.max(...messages)).toBeLessThanOrEqual(2);
      expect(fs.readdirSync(at('together')).sort()).toEqual(['a.txt', 'b.txt', 'd.txt', 'e.txt']);
      for (const target of [0, 1, 3, 4].map((i) => targets[i]!)) {
        expect(fs.readFileSync(target).equals(content)).toBe(true);
      }
    },
  );

  it.runIf(large)(
    'removes the part already written, and closes it, when a later chunk cannot be had',
    async () => {
      const target = at('cut-off', 'image.vmdk');
      // The writer threads share this process's descriptors: one left open would show here.
      const openFiles = () => (process.platform === 'linux' ? fs.readdirSync('/proc/self/fd').length : 0);
      const ctx = context(false);
      const fetched = ctx.chunks;
      let taken = 0;
      ctx.chunks = {
        next: async (file) => {
          if (++taken === chunks.length) throw new Error('Chunk is missing');
          return fetched.next(file);
        },
      };
      expect(await planFile(ctx, manifestFile(0o100644), target)).toBe('write');
      const before = openFiles();
      await expect(writeFile(ctx, manifestFile(0o100644), target)).rejects.toThrow('Chunk is missing');
      expect(fs.readdirSync(path.dirname(target))).toEqual([]);
      expect(openFiles()).toBe(before);
    },
  );

  it.runIf(stored)(
    'fails a file whose chunk is corrupt with the chunk named, and leaves nothing',
    async () => {
      const target = at('corrupt', 'a.txt');
      const last = chunks.at(-1)!;
      const tampered = Buffer.from(last.stored);
      tampered[tampered.length - 20]! ^= 1;
      expect(await planFile(context(false), manifestFile(0o100644), target)).toBe('write');
      await expect(
        writeFile(
          context(false, [...chunks.slice(0, -1), { ...last, stored: tampered }]),
          manifestFile(0o100644),
          target,
        ),
      ).rejects.toThrow(`Chunk ${last.id} is corrupt: authentication failed`);
      expect(fs.readdirSync(path.dirname(target))).toEqual([]);
    },
  );
});
