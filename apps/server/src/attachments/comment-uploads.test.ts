// Uploads for ticket comments follow the rich-text editor's rules (spec 001): 1 byte to 20 MiB, of an
// allowed MIME type or extension, the bytes proving the type, each refusal a 400 naming the file.
import fs from 'node:fs';
import { richTextAttachmentRules } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { attachmentsDir } from './attachment-store.ts';
import { exeFile, pngFile, textFile } from './testing/sample-files.ts';
import { type TestFile, upload } from './testing/upload.ts';

let t: TestApp;
let tech: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const MiB20 = 20 * 1024 * 1024;
const commentUpload = (files: TestFile[]) => upload(tech, files, 'TICKET_COMMENT');
/** A PNG padded to exactly `size` bytes: its signature still proves the type. */
const pngOfSize = (size: number) => {
  const png = pngFile(9);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
};
const partialFiles = () => fs.readdirSync(attachmentsDir(t.dataDir)).filter((n) => n.endsWith('.part'));

describe('comment uploads', () => {
  it('use the limits of spec 001', () => {
    expect(richTextAttachmentRules).toMatchObject({ minBytes: 1, maxBytes: MiB20 });
  });

  it('accept a file of exactly 20 MiB', async () => {
    const res = await commentUpload([{ name: 'exact.png', content: pngOfSize(MiB20) }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0]).toMatchObject({ size: MiB20, contentType: 'image/png' });
  });

  it('refuse one byte more with a 400 naming the file, leaving nothing behind', async () => {
    const res = await commentUpload([{ name: 'over.png', content: pngOfSize(MiB20 + 1) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Maximum file size is 20 MiB',
      fields: { file: 'over.png' },
    });
    expect(partialFiles()).toEqual([]);
  });

  it('refuse an empty file', async () => {
    const res = await commentUpload([{ name: 'empty.txt', content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Minimum file size is 1 byte',
      fields: { file: 'empty.txt' },
    });
  });

  it('take a file by its allowed MIME type when its name has no allowed extension', async () => {
    const res = await commentUpload([{ name: 'clipboard', content: pngFile(3), contentType: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0]).toMatchObject({ name: 'clipboard', contentType: 'image/png' });
  });

  it('take the types of spec 001 beyond the support form’s, and refuse a renamed program', async () => {
    const log = await commentUpload([{ name: 'agent.log', content: textFile() }]);
    expect(log.statusCode, log.body).toBe(201);
    const renamed = await commentUpload([{ name: 'invoice.pdf', content: exeFile() }]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatchObject({
      message: 'This file type is not allowed',
      fields: { file: 'invoice.pdf' },
    });
    const program = await commentUpload([
      { name: 'setup.exe', content: exeFile(), contentType: 'application/x-msdownload' },
    ]);
    expect(program.statusCode).toBe(400);
  });
});
