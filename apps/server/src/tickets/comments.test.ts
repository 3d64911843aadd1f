// Comments: sanitised HTML, mentions (tagged and mailed only when they may see the ticket), claimed
// uploads, the response times, the history row and the COMMENT change the rule engine hears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../attachments/testing/sample-files.ts';
import { upload } from '../attachments/testing/upload.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { addComment } from './comment-service.ts';
import { turnOffTicketNotifications } from './notify/testing/notifications-off.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';
import type { TicketChange } from './ticket-events.ts';
import { ticketDeps } from './ticket-service.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
let insider: TestClient;
let outsider: TestClient;
let ticketId: number;
const heard: TicketChange[] = [];

beforeAll(async () => {
  f = await helpdeskFixture(t);
  await turnOffTicketNotifications(t.app.db);
  insider = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  outsider = await t.admin.technicianWith([], { organizationIds: [f.orgB] });
  t.app.ticketEvents.on(async (_tdb, change) => {
    heard.push(change);
  });
  ticketId = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Comment here',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    })
  ).json().id;
});

const comment = (client: TestClient, body: Record<string, unknown>) =>
  client.post(`/api/ticketing/tickets/${ticketId}/comments`, body);
const ticketRow = () =>
  t.app.db.kysely.selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();

describe('a technician comments', () => {
  it('keeps the allowed HTML and drops scripts, handlers and unsafe links', async () => {
    const res = await comment(t.admin, {
      body: 'See this',
      htmlBody:
        '<p onclick="x()">See <b>this</b><script>alert(1)</script><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.test/a">good</a>' +
        '<span data-id="3" style="color:red">@user:3</span><iframe src="https://evil.test"></iframe></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = 'target="_blank" rel="noopener noreferrer"';
    expect(res.json().htmlBody).toBe(
      `<p>See <b>this</b><a href="about:blank" ${link}>bad</a> <a href="https://example.test/a" ${link}>good</a>` +
        '<span data-id="3" style="color:red">@user:3</span></p>',
    );
    const stored = await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select('html_body')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.html_body).not.toMatch(/script|onerror|onclick|javascript|iframe|img/);
  });

  it('tags and mails mentioned technicians who may see the ticket, and no one else', async () => {
    const res = await comment(t.admin, {
      body: `Over to you @user:${insider.userId}, not @user:${outsider.userId} nor @user:999999`,
      isPublic: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isPublic: false, techniciansTagged: [insider.userId] });
    const mails = await t.app.db.kysely
      .selectFrom('deliveries')
      .select(['recipient', 'payload'])
      .where('ticket_id', '=', ticketId)
      .execute();
    const insiderEmail = (
      await t.app.db.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', insider.userId)
        .executeTakeFirstOrThrow()
    ).email;
    expect(mails.map((m) => m.recipient)).toEqual([insiderEmail.toLowerCase()]);
    expect(JSON.parse(mails[0]!.payload).subject).toContain(`#${ticketId}`);
  });

  it('claims its own uploads and refuses another technician’s', async () => {
    const own = (await upload(t.admin, [{ name: 'shot.png', content: pngFile(1) }], 'TICKET_COMMENT')).json()
      .files[0];
    const res = await comment(t.admin, { body: 'Screenshot', uploads: [{ resourceId: own.token }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments).toEqual([
      {
        id: expect.any(Number),
        name: 'shot.png',
        contentType: 'image/png',
        size: own.size,
        uploadStatus: 'READY',
        metadata: { name: 'shot.png', contentId: null, inline: false },
      },
    ]);
    const again = await comment(t.admin, { body: 'Again', uploads: [{ resourceId: own.token }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('uploads');

    const theirs = (await upload(insider, [{ name: 'x.png', content: pngFile(2) }], 'TICKET_COMMENT')).json()
      .files[0];
    const stolen = await comment(t.admin, { body: 'Theirs', uploads: [{ resourceId: theirs.token }] });
    expect(stolen.statusCode).toBe(400);
  });

  it('sets the technician response time on a public comment, records history and emits COMMENT', async () => {
    const before = await ticketRow();
    const res = await comment(t.admin, { body: 'We are on it' });
    const after = await ticketRow();
    expect(after.technician_responded_time).toBe(res.json().createdAt);
    expect(after.last_updated).toBe(res.json().createdAt);
    expect(after.customer_responded_time).toBe(before.customer_responded_time);
    const change = heard.at(-1)!;
    expect(change).toMatchObject({
      ticketId,
      event: 'COMMENT',
      comment: { id: res.json().id, isPublic: true, authorKind: 'TECHNICIAN' },
    });
    const history = (await t.admin.get(`/api/ticketing/tickets/${ticketId}/history`)).json();
    expect(history.results[0]).toMatchObject({
      field: 'comment',
      newValue: { id: res.json().id, isPublic: true },
    });
  });

  it('lists the comments oldest first', async () => {
    const list = (await t.admin.get(`/api/ticketing/tickets/${ticketId}/comments`)).json();
    expect(list.length).toBeGreaterThan(2);
    expect(list.map((c: { id: number }) => c.id)).toEqual(
      [...list.map((c: { id: number }) => c.id)].sort((a, b) => a - b),
    );
  });
});

describe('the requester answers by mail', () => {
  it('sets the customer response time and the requester update time', async () => {
    const change = await addComment(
      ticketDeps(t.app),
      { kind: 'EMAIL', uid: f.endUserUid, name: 'Erin Enduser' },
      ticketId,
      { body: 'Thanks, it works' },
    );
    const row = await ticketRow();
    expect(row.customer_responded_time).toBe(row.last_updated);
    expect(row.last_updated_time_by_requester).toBe(row.last_updated);
    expect(change.comment).toMatchObject({ authorKind: 'EMAIL', authorUid: f.endUserUid });
  });

  it('refuses a blank comment with a 400 naming the body', async () => {
    await expect(
      addComment(ticketDeps(t.app), { kind: 'EMAIL', uid: null, name: 'x' }, ticketId, { body: '  ' }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { body: expect.any(String) } });
  });
});
