// Attachment uploads against the real server: the support-ticket rules (count, size, type by content),
// removal, signed download links and the sweep of unclaimed uploads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { supportRequestAttachmentRules } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../db/count-rows.ts';
import { LINK_TTL_MS } from '../http/signed-link.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { attachmentPath, attachmentsDir } from './attachment-store.ts';
import { purgeUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from './purge.ts';
import { signedDownloadUrl } from './signed-link.ts';
import { exeFile, jpegFile, movFile, pngFile, textFile } from './testing/sample-files.ts';
import { upload } from './testing/upload.ts';

let t: TestApp;
let tech: TestClient;
const unsupported = 'Only jpg, jpeg, png, mov, txt file extensions are supported.';

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const dir = () => attachmentsDir(t.dataDir);
const rowCount = () => countRows(t.app.db.kysely.selectFrom('attachments'));

describe('uploading', () => {
  it('stores each allowed file with a token, its size, type and hash', async () => {
    const files = [
      { name: 'screen.png', content: pngFile(1) },
      { name: 'photo.JPG', content: jpegFile() },
      { name: 'clip.mov', content: movFile() },
      { name: 'agent.txt', content: textFile() },
    ];
    const res = await upload(tech, files);
    expect(res.statusCode).toBe(201);
    const body = res.json().files as { token: string; name: string; size: number; contentType: string }[];
    expect(body.map((f) => [f.name, f.size, f.contentType])).toEqual([
      ['screen.png', files[0]!.content.length, 'image/png'],
      ['photo.JPG', files[1]!.content.length, 'image/jpeg'],
      ['clip.mov', files[2]!.content.length, 'video/quicktime'],
      ['agent.txt', files[3]!.content.length, 'text/plain'],
    ]);
    for (const [i, f] of body.entries()) {
      expect(fs.readFileSync(attachmentPath(dir(), f.token))).toEqual(files[i]!.content);
      const row = await t.app.db.kysely
        .selectFrom('attachments')
        .selectAll()
        .where('token', '=', f.token)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'TEMP', purpose: 'SUPPORT_TICKET', user_id: tech.userId });
      expect(row.sha256).toBe(sha(files[i]!.content));
    }
  });

  it('refuses a program renamed to .png, naming the file, and keeps nothing of the upload', async () => {
    const before = await rowCount();
    const res = await upload(tech, [
      { name: 'fine.png', content: pngFile(2) },
      { name: 'setup.png', content: exeFile(), contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: unsupported, fields: { file: 'setup.png' } });
    expect(await rowCount()).toBe(before);
    expect(fs.readdirSync(dir()).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('refuses extensions outside the list and text that is not UTF-8 text', async () => {
    const exe = await upload(tech, [{ name: 'setup.exe', content: exeFile() }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error).toMatchObject({ message: unsupported, fields: { file: 'setup.exe' } });
    const binaryTxt = await upload(tech, [{ name: 'notes.txt', content: exeFile() }]);
    expect(binaryTxt.json().error.fields).toEqual({ file: 'notes.txt' });
    const latin1 = await upload(tech, [
      { name: 'latin.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe9]) },
    ]);
    expect(latin1.statusCode).toBe(400);
    const jpegAsPng = await upload(tech, [{ name: 'photo.png', content: jpegFile() }]);
    expect(jpegAsPng.statusCode).toBe(400);
  });

  it('refuses a sixth file', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `shot-${i}.png`, content: pngFile(10 + i) }));
    const before = await rowCount();
    const res = await upload(tech, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Only 5 attachments are allowed.',
      fields: { file: 'shot-5.png' },
    });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a file over 50 MB with 413 naming it', async () => {
    const big = Buffer.concat([pngFile(3), Buffer.alloc(supportRequestAttachmentRules.maxBytes)]);
    const res = await upload(tech, [{ name: 'huge.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Please select a different file. The following file(s) are too large: huge.png',
      fields: { file: 'huge.png' },
    });
    expect(fs.readdirSync(dir()).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('accepts a file of exactly 50 MB', async () => {
    const png = pngFile(4);
    const exact = Buffer.concat([png, Buffer.alloc(supportRequestAttachmentRules.maxBytes - png.length)]);
    const res = await upload(tech, [{ name: 'exact.png', content: exact }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files[0].size).toBe(supportRequestAttachmentRules.maxBytes);
  });

  it('names a missing or unknown purpose and a missing file', async () => {
    const noPurpose = await upload(tech, [{ name: 'a.png', content: pngFile() }], null);
    expect(noPurpose.json().error.fields).toEqual({ purpose: 'Required' });
    const badPurpose = await upload(tech, [{ name: 'a.png', content: pngFile() }], 'HOLIDAY_PHOTOS');
    expect(badPurpose.json().error.fields).toEqual({ purpose: 'Unknown purpose' });
    const noFile = await upload(tech, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ file: 'Required' });
    const json = await tech.post('/api/attachments', { purpose: 'SUPPORT_TICKET' });
    expect(json.statusCode).toBe(400);
  });

  it('needs a signed-in technician', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/attachments', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('removing', () => {
  it('removes the caller’s unused upload, file and row', async () => {
    const [file] = (await upload(tech, [{ name: 'a.png', content: pngFile(5) }])).json().files;
    expect((await tech.delete(`/api/attachments/${file.token}`)).statusCode).toBe(200);
    expect(fs.existsSync(attachmentPath(dir(), file.token))).toBe(false);
    expect((await tech.delete(`/api/attachments/${file.token}`)).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s upload and leaves it alone', async () => {
    const [file] = (await upload(tech, [{ name: 'b.png', content: pngFile(6) }])).json().files;
    expect((await t.admin.delete(`/api/attachments/${file.token}`)).statusCode).toBe(404);
    expect(fs.existsSync(attachmentPath(dir(), file.token))).toBe(true);
  });
});

describe('signed links', () => {
  it('streams the file to the technician the link was made for, and to nobody else', async () => {
    const content = pngFile(7);
    const [file] = (await upload(tech, [{ name: 'proof.png', content }])).json().files;
    const link = await tech.get(`/api/attachments/attachment/${file.token}/signed-url`);
    expect(link.statusCode).toBe(200);
    const { signedUrl } = link.json();
    expect(signedUrl).toMatch(/^\/api\/attachments\/download\?token=/);
    const download = await tech.get(signedUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('proof.png');
    expect(download.rawPayload).toEqual(content);
    const other = await t.admin.technicianWith([]);
    expect((await other.get(signedUrl)).statusCode).toBe(403);
    expect((await other.get(`/api/attachments/attachment/${file.token}/signed-url`)).statusCode).toBe(404);
    const byContentId = await tech.get(`/api/attachments/attachment/content-id/${file.token}/signed-url`);
    expect(byContentId.statusCode).toBe(200);
    expect(byContentId.json()).toEqual({
      signedUrl: expect.stringMatching(/^\/api\/attachments\/download\?token=/),
    });
  });

  it('names the file in Content-Disposition the way the content-disposition package writes it', async () => {
    const [file] = (await upload(tech, [{ name: "it's ünïcode (1).txt", content: textFile('x') }])).json()
      .files;
    const { signedUrl } = (await tech.get(`/api/attachments/attachment/${file.token}/signed-url`)).json();
    const download = await tech.get(signedUrl);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="it's ?n?code (1).txt"; filename*=UTF-8''it%27s%20%C3%BCn%C3%AFcode%20%281%29.txt`,
    );
  });

  it('reports the error and answers an empty link for a content id that cannot be read', async () => {
    const [file] = (await upload(tech, [{ name: 'inline.png', content: pngFile(12) }])).json().files;
    const other = await t.admin.technicianWith([]);
    for (const [client, id] of [
      [tech, 'no-such-content-id'],
      [other, file.token],
    ] as const) {
      const res = await client.get(`/api/attachments/attachment/content-id/${id}/signed-url`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        signedUrl: '',
        error: { code: 'NOT_FOUND', message: 'Attachment not found' },
      });
    }
    // The link by attachment id keeps answering 404.
    expect((await other.get(`/api/attachments/attachment/${file.token}/signed-url`)).statusCode).toBe(404);
  });

  it('refuses a tampered link and one older than five minutes', async () => {
    const [file] = (await upload(tech, [{ name: 'c.png', content: pngFile(8) }])).json().files;
    const { signedUrl } = (await tech.get(`/api/attachments/attachment/${file.token}/signed-url`)).json();
    expect((await tech.get(`${signedUrl.slice(0, -3)}abc`)).statusCode).toBe(403);
    const key = t.app.secrets.signingKey;
    const stale = signedDownloadUrl(key, tech.userId, file.token, Date.now() - LINK_TTL_MS - 1000);
    const res = await tech.get(stale);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('expired');
    const fresh = signedDownloadUrl(key, tech.userId, file.token, Date.now() - LINK_TTL_MS + 10_000);
    expect((await tech.get(fresh)).statusCode).toBe(200);
  });
});

describe('sweep', () => {
  it('purges TEMP uploads older than a day and keeps newer ones', async () => {
    const [old] = (await upload(tech, [{ name: 'old.png', content: pngFile(9) }])).json().files;
    const [fresh] = (await upload(tech, [{ name: 'fresh.png', content: pngFile(11) }])).json().files;
    const longAgo = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 60_000).toISOString();
    await t.app.db.kysely
      .updateTable('attachments')
      .set({ created_at: longAgo })
      .where('token', '=', old.token)
      .execute();
    expect(await purgeUnclaimedUploads(t.app.db, dir())).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(attachmentPath(dir(), old.token))).toBe(false);
    expect(fs.existsSync(attachmentPath(dir(), fresh.token))).toBe(true);
    const rows = await t.app.db.kysely
      .selectFrom('attachments')
      .select('token')
      .where('token', 'in', [old.token, fresh.token])
      .execute();
    expect(rows.map((r) => r.token)).toEqual([fresh.token]);
  });
});
