// What the ticketing settings change for technicians: no comment uploads while attaching is off,
// comment files only for those who reach the ticket (and mail links only while no session is
// required), and no new tickets while ticketing is off.
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailAttachmentUrl } from '../attachments/comment-file-access.ts';
import { pngFile } from '../attachments/testing/sample-files.ts';
import { upload } from '../attachments/testing/upload.ts';
import { countRows } from '../db/count-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
let insider: TestClient;
let outsider: TestClient;
let ticketId: number;

beforeAll(async () => {
  f = await helpdeskFixture(t);
  insider = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  outsider = await t.admin.technicianWith([], { organizationIds: [f.orgB] });
  ticketId = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Settings apply',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    })
  ).json().id;
});

async function settle(change: {
  enabled?: boolean;
  attachmentSettings?: Partial<TicketingSettings['attachmentSettings']>;
}) {
  const settings: TicketingSettings = {
    ...defaultTicketingSettings,
    enabled: change.enabled ?? true,
    attachmentSettings: { ...defaultTicketingSettings.attachmentSettings, ...change.attachmentSettings },
  };
  const res = await t.admin.put('/api/ticketing/settings', settings);
  expect(res.statusCode, res.body).toBe(200);
}
beforeEach(() => settle({}));

const uploadShot = async (client: TestClient, seed: number) =>
  (await upload(client, [{ name: 'shot.png', content: pngFile(seed) }], 'TICKET_COMMENT')).json().files[0];
const comment = (client: TestClient, body: Record<string, unknown>) =>
  client.post(`/api/ticketing/tickets/${ticketId}/comments`, body);
const commentCount = () =>
  countRows(t.app.db.kysely.selectFrom('ticket_comments').where('ticket_id', '=', ticketId));

describe('attachmentSettings.canAttachFiles', () => {
  it('refuses a comment with uploads while attaching is off, storing nothing, and takes one without', async () => {
    await settle({ attachmentSettings: { canAttachFiles: false } });
    const file = await uploadShot(t.admin, 1);
    const before = await commentCount();
    const refused = await comment(t.admin, { body: 'With a file', uploads: [{ resourceId: file.token }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('uploads');
    expect(await commentCount()).toBe(before);
    const row = await t.app.db.kysely
      .selectFrom('attachments')
      .select(['status', 'linked_id'])
      .where('token', '=', file.token)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'TEMP', linked_id: null });

    const plain = await comment(t.admin, { body: 'Without a file' });
    expect(plain.statusCode, plain.body).toBe(201);
  });
});

describe('attachmentSettings.requireAuthToView', () => {
  let fileId: number;
  let fileToken: string;
  beforeAll(async () => {
    await settle({});
    const file = await uploadShot(t.admin, 2);
    const res = await comment(t.admin, { body: 'Screenshot', uploads: [{ resourceId: file.token }] });
    expect(res.statusCode, res.body).toBe(201);
    fileId = res.json().attachments[0].id;
    fileToken = file.token;
  });

  it('lets every technician who reaches the ticket read a comment file, by id or token, and no one else', async () => {
    for (const id of [fileId, fileToken]) {
      const link = await insider.get(`/api/attachments/attachment/${id}/signed-url`);
      expect(link.statusCode, link.body).toBe(200);
      const download = await insider.get(link.json().signedUrl);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(pngFile(2));
      expect((await outsider.get(`/api/attachments/attachment/${id}/signed-url`)).statusCode).toBe(404);
    }
  });

  it('gives e-mails no session-free link while a session is required, and closes those already sent', async () => {
    await settle({ attachmentSettings: { requireAuthToView: false } });
    const url = await mailAttachmentUrl(t.app.db, t.app.secrets.signingKey, fileToken);
    expect(url).toMatch(/^\/api\/attachments\/mail-download\?link=/);
    const open = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload).toEqual(pngFile(2));
    const forged = await t.app.inject({ method: 'GET', url: `${url}x` });
    expect(forged.statusCode).toBe(403);

    await settle({ attachmentSettings: { requireAuthToView: true } });
    expect(await mailAttachmentUrl(t.app.db, t.app.secrets.signingKey, fileToken)).toBeNull();
    const closed = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe('Sign in to Warden to view this file');
  });

  it('opens no mail link to a file of a private comment', async () => {
    await settle({ attachmentSettings: { requireAuthToView: false } });
    const file = await uploadShot(t.admin, 3);
    const res = await comment(t.admin, {
      body: 'Internal',
      isPublic: false,
      uploads: [{ resourceId: file.token }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = await mailAttachmentUrl(t.app.db, t.app.secrets.signingKey, file.token);
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
  });
});

describe('enabled', () => {
  it('refuses new tickets with 409 while ticketing is off, and keeps existing ones readable', async () => {
    await settle({ enabled: false });
    const before = await countRows(t.app.db.kysely.selectFrom('tickets'));
    const res = await t.admin.post('/api/ticketing/tickets', {
      summary: 'Not now',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Ticketing is disabled');
    expect(await countRows(t.app.db.kysely.selectFrom('tickets'))).toBe(before);

    const existing = await insider.get(`/api/ticketing/tickets/${ticketId}`);
    expect(existing.statusCode).toBe(200);
    expect((await insider.get(`/api/ticketing/tickets/${ticketId}/comments`)).statusCode).toBe(200);
  });
});
