// A file already in place is known as the restored one by its SHA-256, or, for a file of several
// chunks (which a backup records without one), by being cut into the same chunks again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FastCdc } from '@warden/store';
import { pseudoRandomBytes as noise } from '@warden/store/testing/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Content, findIdentical, hasContent, numberedName } from './collision.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The content as a backup records a file of several chunks: its chunks, no SHA-256 of its own. */
function cutContent(data: Buffer): Content {
  const cdc = new FastCdc();
  const chunks = [...cdc.push(data), ...cdc.finish()].map((c): [string, number] => [sha256(c), c.length]);
  return { size: data.length, hash: null, chunks };
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-collision-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('content already in place', () => {
  const data = noise(6 * 1024 * 1024, 7);
  const content = cutContent(data);

  it('knows a file of several chunks by cutting it again', async () => {
    expect(content.chunks.length).toBeGreaterThan(2);
    const same = path.join(dir, 'same.bin');
    fs.writeFileSync(same, data);
    expect(await hasContent(same, content)).toBe(true);
  });

  it('tells a file of the same size that differs in one byte, anywhere in it', async () => {
    for (const at of [0, 3 * 1024 * 1024, data.length - 1]) {
      const changed = Buffer.from(data);
      changed[at]! ^= 1;
      const file = path.join(dir, `changed-${at}.bin`);
      fs.writeFileSync(file, changed);
      expect(await hasContent(file, content)).toBe(false);
    }
  });

  it('tells a file cut into fewer chunks than recorded, and a folder or nothing at that name', async () => {
    const file = path.join(dir, 'short.bin');
    fs.writeFileSync(file, data);
    const longer = { ...content, chunks: [...content.chunks, content.chunks[0]!] };
    expect(await hasContent(file, longer)).toBe(false);
    fs.mkdirSync(path.join(dir, 'folder.bin'));
    expect(await hasContent(path.join(dir, 'folder.bin'), content)).toBe(false);
    expect(await hasContent(path.join(dir, 'absent.bin'), content)).toBe(false);
  });

  it('knows a file by its SHA-256 when it has one, and the empty file', async () => {
    const small = path.join(dir, 'small.txt');
    fs.writeFileSync(small, 'quarterly numbers\n');
    const hashed = { size: 18, hash: sha256(Buffer.from('quarterly numbers\n')), chunks: [] };
    expect(await hasContent(small, hashed)).toBe(true);
    expect(await hasContent(small, { ...hashed, hash: sha256(Buffer.from('other numbers\n\n\n\n\n')) })).toBe(
      false,
    );
    const empty = path.join(dir, 'empty');
    fs.writeFileSync(empty, '');
    expect(await hasContent(empty, { size: 0, hash: null, chunks: [] })).toBe(true);
  });

  it('finds under Keep both the numbered copy that holds the content', async () => {
    const target = path.join(dir, 'kept', 'image.bin');
    fs.mkdirSync(path.dirname(target));
    fs.writeFileSync(target, noise(data.length, 99));
    fs.writeFileSync(numberedName(target, 1), noise(data.length, 98));
    fs.writeFileSync(numberedName(target, 2), data);
    expect(await findIdentical(target, content, 'KEEP_BOTH')).toBe(numberedName(target, 2));
    expect(await findIdentical(target, content, 'OVERWRITE')).toBeNull();
  });
});
