// Rich-text comments through the real API: hostile HTML is stored and read back clean, and inline
// images are kept only for the image uploads the comment claims, which it lists as inline files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile, textFile } from '../attachments/testing/sample-files.ts';
import { upload } from '../attachments/testing/upload.ts';
import { disallowedHtml } from '../http/testing/html-audit.ts';
import { xssCorpus } from '../http/testing/xss-corpus.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { turnOffTicketNotifications } from './notify/testing/notifications-off.ts';
import { helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let other: TestClient;
let ticketId: number;

beforeAll(async () => {
  const f = await helpdeskFixture(t);
  await turnOffTicketNotifications(t.app.db);
  other = await t.admin.technicianWith([]);
  ticketId = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Rich text',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    })
  ).json().id;
});

const comment = (body: Record<string, unknown>) =>
  t.admin.post(`/api/ticketing/tickets/${ticketId}/comments`, body);
const comments = async () => (await t.admin.get(`/api/ticketing/tickets/${ticketId}/comments`)).json();
const storedHtml = async (id: number) =>
  (
    await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select('html_body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).html_body ?? '';
const uploaded = async (client: TestClient, name: string, content: Buffer) =>
  (await upload(client, [{ name, content }], 'TICKET_COMMENT')).json().files[0] as { token: string };

describe('a comment carrying the XSS corpus', () => {
  it('is stored and read back with nothing the allow-list does not permit', async () => {
    const res = await comment({ body: 'Payloads', htmlBody: xssCorpus.join('\n<p>next</p>\n') });
    expect(res.statusCode, res.body).toBe(201);
    const read = (await comments()).find((c: { id: number }) => c.id === res.json().id);
    expect(read.htmlBody).toBe(await storedHtml(res.json().id));
    expect(disallowedHtml(read.htmlBody)).toEqual([]);
    expect(read.htmlBody).not.toMatch(/javascript|onerror|<script|<iframe|<svg|data:/i);
  });

  it('is clean one payload at a time too, so no payload leans on its neighbours', async () => {
    for (const payload of xssCorpus) {
      const res = await comment({ body: 'One payload', htmlBody: payload });
      expect(res.statusCode, res.body).toBe(201);
      expect(disallowedHtml(await storedHtml(res.json().id)), payload).toEqual([]);
    }
  });
});

describe('inline images', () => {
  it('keeps the claimed image uploads and drops every other image', async () => {
    const image = await uploaded(t.admin, 'screenshot.png', pngFile(41));
    const note = await uploaded(t.admin, 'notes.txt', textFile());
    const theirs = await uploaded(other, 'theirs.png', pngFile(42));
    const unclaimed = await uploaded(t.admin, 'unclaimed.png', pngFile(43));
    const html =
      `<p>Look <img src="cid:${image.token}" width="320" height="200" alt="screenshot.png"></p>` +
      `<p><img src="cid:${note.token}"><img src="cid:${theirs.token}"><img src="cid:${unclaimed.token}">` +
      '<img src="data:image/png;base64,iVBORw0KGgo="><img src="https://example.test/x.png"></p>';
    const res = await comment({
      body: 'Look',
      htmlBody: html,
      uploads: [{ resourceId: image.token }, { resourceId: note.token }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().htmlBody).toBe(
      `<p>Look <img src="cid:${image.token}" width="320" height="200" alt="screenshot.png" /></p><p></p>`,
    );
    expect(res.json().attachments).toEqual([
      {
        id: expect.any(Number),
        name: 'screenshot.png',
        contentType: 'image/png',
        size: expect.any(Number),
        uploadStatus: 'READY',
        metadata: { name: 'screenshot.png', contentId: image.token, inline: true },
      },
      {
        id: expect.any(Number),
        name: 'notes.txt',
        contentType: 'text/plain',
        size: expect.any(Number),
        uploadStatus: 'READY',
        metadata: { name: 'notes.txt', contentId: null, inline: false },
      },
    ]);
  });

  it('shows an inline image through its signed link by content id', async () => {
    const image = await uploaded(t.admin, 'inline.png', pngFile(44));
    await comment({
      body: 'Inline',
      htmlBody: `<p><img src="cid:${image.token}"></p>`,
      uploads: [{ resourceId: image.token }],
    });
    const link = await t.admin.get(`/api/attachments/attachment/content-id/${image.token}/signed-url`);
    expect(link.statusCode).toBe(200);
    expect(link.json().signedUrl).toMatch(/^\/api\/attachments\/download\?token=/);
  });
});
