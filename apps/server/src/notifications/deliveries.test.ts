// Outbound deliveries against real listeners on 127.0.0.1 (Slack and a Twilio-compatible SMS API
// over node:http, e-mail through an in-process SMTP server), on SQLite and PostgreSQL: what arrives,
// retries with backoff on a clock the test drives, the final failure, the rate limit, and deliveries
// recorded in the caller's transaction.
import { DELIVERY_RATE_LIMIT, RETRY_DELAYS_MS } from '@warden/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailTestApp, startMailTestApp } from '../mail/testing/mail-test-app.ts';
import { mailText, parseMime } from '../mail/testing/mime-message.ts';
import { pointMailAt } from '../mail/testing/point-mail-at.ts';
import { deliveriesOfFiring, enqueueChannelMessage, enqueueEmail } from './delivery-queue.ts';
import { type HttpListener, startHttpListener } from './testing/http-listener.ts';

let m: MailTestApp;
let hook: HttpListener;
const app = () => m.t.app;
const admin = () => m.t.admin;

beforeAll(async () => {
  m = await startMailTestApp();
  // The tests drive the worker on their own clock; the background task must not race them.
  await app().background.stop();
  hook = await startHttpListener();
});
afterAll(async () => {
  await hook.close();
  await m.close();
});
beforeEach(() => hook.always(200));

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function slackChannel(path = '/services/T1/B1/abc') {
  const res = await admin().post('/api/notification-channels', {
    type: 'SLACK',
    name: `Slack ${Math.random().toString(36).slice(2, 7)}`,
    config: { webhookUrl: `${hook.url}${path}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function delivery(id: number) {
  return app().db.kysely.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const message = { subject: 'Ticket #42 is urgent', text: 'The printer is on fire.' };

describe('deliveries', () => {
  it('posts a Slack message as JSON to the webhook and marks it SENT', async () => {
    const channelId = await slackChannel('/services/T1/B1/first');
    const [id] = await enqueueChannelMessage(app().db, { channelId, message, ticketId: 42 });
    const before = hook.requests.length;
    const now = new Date();
    expect(await app().deliveries.deliverDue(now)).toBe(1);
    const [req] = hook.requests.slice(before);
    expect(req).toMatchObject({ method: 'POST', url: '/services/T1/B1/first' });
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ text: 'Ticket #42 is urgent\nThe printer is on fire.' });
    expect(await delivery(id as number)).toMatchObject({
      status: 'SENT',
      attempts: 1,
      sent_at: now.toISOString(),
      last_error: null,
      ticket_id: 42,
      recipient: new URL(hook.url).host,
    });
  });

  it('sends one SMS per number to the Twilio-compatible API with basic auth', async () => {
    const res = await admin().post('/api/notification-channels', {
      type: 'SMS',
      name: 'Phones',
      config: {
        endpointUrl: `${hook.url}/twilio/`,
        accountSid: 'AC42',
        authToken: 'tok-secret',
        from: '+14155550100',
        to: ['+14155550101', '+14155550102'],
      },
    });
    const before = hook.requests.length;
    const ids = await enqueueChannelMessage(app().db, { channelId: res.json().id, message });
    expect(await app().deliveries.deliverDue(new Date())).toBe(2);
    const sent = hook.requests.slice(before);
    expect(sent.map((r) => r.url)).toEqual([
      '/twilio/2010-04-01/Accounts/AC42/Messages.json',
      '/twilio/2010-04-01/Accounts/AC42/Messages.json',
    ]);
    for (const r of sent) {
      expect(r.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(r.headers.authorization).toBe(`Basic ${Buffer.from('AC42:tok-secret').toString('base64')}`);
    }
    const forms = sent.map((r) => Object.fromEntries(new URLSearchParams(r.body)));
    expect(forms).toEqual(
      expect.arrayContaining([
        { To: '+14155550101', From: '+14155550100', Body: 'Ticket #42 is urgent\nThe printer is on fire.' },
        { To: '+14155550102', From: '+14155550100', Body: 'Ticket #42 is urgent\nThe printer is on fire.' },
      ]),
    );
    for (const id of ids) expect((await delivery(id)).status).toBe('SENT');
  });

  it('sends e-mail with its HTML part, reply-to and thread headers, and records it in the outbox', async () => {
    await pointMailAt(admin(), m.sink.port);
    const id = await enqueueEmail(app().db, {
      to: ['Requester@Example.test'],
      cc: ['cc@example.test'],
      subject: 'Re: [Ticket #7] VPN down',
      text: 'We are on it.',
      html: '<p>We are <b>on it</b>.</p>',
      replyTo: 'desk@msp.test',
      headers: { 'In-Reply-To': '<ticket-7@msp.test>', References: '<ticket-7@msp.test>' },
      ticketId: 7,
    });
    expect(await app().deliveries.deliverDue(new Date())).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: 'SENT', recipient: 'requester@example.test' });
    const received = m.sink.messages.at(-1);
    expect(received?.recipients.map((r) => r.toLowerCase()).sort()).toEqual([
      'cc@example.test',
      'requester@example.test',
    ]);
    const mime = parseMime(received?.raw ?? '');
    expect(mime.headers.get('subject')).toBe('Re: [Ticket #7] VPN down');
    expect(mime.headers.get('in-reply-to')).toBe('<ticket-7@msp.test>');
    expect(mime.headers.get('reply-to')).toBe('desk@msp.test');
    expect(mailText(mime).trim()).toBe('We are on it.');
    const html = mime.parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'));
    expect(html?.body.toString('utf8')).toContain('<p>We are <b>on it</b>.</p>');
    const outbox = (await admin().get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({
      kind: 'NOTIFICATION',
      html: '<p>We are <b>on it</b>.</p>',
      status: 'SENT',
    });
  });

  it('retries a failed attempt after the backoff and then succeeds', async () => {
    const channelId = await slackChannel();
    const [id] = (await enqueueChannelMessage(app().db, { channelId, message })) as [number];
    hook.answer([500, 'internal trouble']);
    const now = new Date();
    await app().deliveries.deliverDue(now);
    expect(await delivery(id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      next_attempt_at: at(now, RETRY_DELAYS_MS[0]).toISOString(),
    });
    const failed = await delivery(id);
    expect(failed.last_error).toContain('500');
    expect(failed.last_error).toContain('internal trouble');
    expect(failed.last_error).not.toContain('/services/');

    const before = hook.requests.length;
    expect(await app().deliveries.deliverDue(at(now, RETRY_DELAYS_MS[0] - 1000))).toBe(0);
    expect(hook.requests.length).toBe(before);
    expect(await app().deliveries.deliverDue(at(now, RETRY_DELAYS_MS[0]))).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: 'SENT', attempts: 2, next_attempt_at: null });
  });

  it('ends FAILED with its last error once the attempts run out', async () => {
    const channelId = await slackChannel();
    const [id] = (await enqueueChannelMessage(app().db, { channelId, message, firingId: 9001 })) as [number];
    hook.always(503, 'maintenance');
    let now = new Date();
    await app().deliveries.deliverDue(now);
    for (const delay of RETRY_DELAYS_MS) {
      expect((await delivery(id)).status).toBe('PENDING');
      now = at(now, delay);
      expect(await app().deliveries.deliverDue(now)).toBe(1);
    }
    const row = await delivery(id);
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: RETRY_DELAYS_MS.length + 1,
      next_attempt_at: null,
    });
    expect(row.last_error).toMatch(/answered 503: maintenance/);
    expect(await app().deliveries.deliverDue(at(now, 24 * 3600_000))).toBe(0);

    expect(await deliveriesOfFiring(app().db, [9001])).toEqual([
      expect.objectContaining({
        id,
        firingId: 9001,
        kind: 'SLACK',
        status: 'FAILED',
        lastError: row.last_error,
      }),
    ]);
    const listed = (await admin().get('/api/notification-channels/deliveries?status=FAILED')).json();
    expect(listed.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, status: 'FAILED', lastError: row.last_error })]),
    );
    expect(listed.results.every((d: { status: string }) => d.status === 'FAILED')).toBe(true);
  });

  it('holds back messages past the rate limit for one recipient', async () => {
    const channelId = await slackChannel('/services/T1/B1/busy');
    const other = await slackChannel('/services/T1/B1/quiet');
    const ids: number[] = [];
    for (let i = 0; i <= DELIVERY_RATE_LIMIT.max; i++) {
      ids.push(
        ...(await enqueueChannelMessage(app().db, { channelId, message: { subject: `#${i}`, text: 'x' } })),
      );
    }
    const [otherId] = (await enqueueChannelMessage(app().db, { channelId: other, message })) as [number];
    const before = hook.requests.filter((r) => r.url.endsWith('/busy')).length;
    const now = new Date();
    await app().deliveries.deliverDue(now);
    const rows = await Promise.all(ids.map(delivery));
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(DELIVERY_RATE_LIMIT.max);
    const held = rows.filter((r) => r.status === 'RATE_LIMITED');
    expect(held).toHaveLength(1);
    expect(held[0]?.last_error).toMatch(/More than 20 messages/);
    expect(hook.requests.filter((r) => r.url.endsWith('/busy')).length - before).toBe(
      DELIVERY_RATE_LIMIT.max,
    );
    expect((await delivery(otherId)).status).toBe('SENT');

    // A window later the recipient may be written to again.
    const [later] = (await enqueueChannelMessage(app().db, { channelId, message })) as [number];
    await app().deliveries.deliverDue(at(now, DELIVERY_RATE_LIMIT.windowMs + 1000));
    expect((await delivery(later)).status).toBe('SENT');
  });

  it('counts e-mail per recipient address', async () => {
    await pointMailAt(admin(), m.sink.port);
    const ids: number[] = [];
    for (let i = 0; i <= DELIVERY_RATE_LIMIT.max; i++) {
      ids.push(
        await enqueueEmail(app().db, { to: ['Looper@Example.test'], subject: `Auto-reply ${i}`, text: 'x' }),
      );
    }
    const other = await enqueueEmail(app().db, { to: ['calm@example.test'], subject: 'Hello', text: 'x' });
    await app().deliveries.deliverDue(new Date());
    const statuses = (await Promise.all(ids.map(delivery))).map((r) => r.status);
    expect(statuses.filter((s) => s === 'SENT')).toHaveLength(DELIVERY_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 'RATE_LIMITED')).toHaveLength(1);
    expect((await delivery(other)).status).toBe('SENT');
  });

  it('records deliveries in the caller’s transaction: none when it rolls back', async () => {
    const channelId = await slackChannel();
    let kept: number[] = [];
    await app()
      .db.kysely.transaction()
      .execute(async (trx) => {
        kept = await enqueueChannelMessage(trx, { channelId, message, firingId: 501 });
      });
    await expect(
      app()
        .db.kysely.transaction()
        .execute(async (trx) => {
          await enqueueChannelMessage(trx, { channelId, message, firingId: 502 });
          throw new Error('the ticket change failed');
        }),
    ).rejects.toThrow('the ticket change failed');
    expect((await deliveriesOfFiring(app().db, [501, 502])).map((d) => d.id)).toEqual(kept);
    await app().deliveries.kick();
    expect((await deliveriesOfFiring(app().db, [501]))[0]?.status).toBe('SENT');
  });

  it('fails a delivery whose channel is disabled or was deleted, without sending', async () => {
    const channelId = await slackChannel('/services/T1/B1/gone');
    const [pending] = (await enqueueChannelMessage(app().db, { channelId, message })) as [number];
    await admin().delete(`/api/notification-channels/${channelId}`);
    const [afterDelete] = (await enqueueChannelMessage(app().db, {
      channelId,
      channelType: 'SLACK',
      message,
    })) as [number];
    const before = hook.requests.filter((r) => r.url.endsWith('/gone')).length;
    await app().deliveries.deliverDue(new Date());
    expect(await delivery(pending)).toMatchObject({
      status: 'FAILED',
      last_error: 'The notification channel was deleted',
    });
    expect(await delivery(afterDelete)).toMatchObject({
      status: 'FAILED',
      kind: 'SLACK',
      last_error: 'The notification channel does not exist',
    });
    expect(hook.requests.filter((r) => r.url.endsWith('/gone')).length).toBe(before);

    const disabled = await slackChannel();
    await admin().put(`/api/notification-channels/${disabled}`, {
      type: 'SLACK',
      name: 'Off',
      enabled: false,
      config: {},
    });
    const [off] = (await enqueueChannelMessage(app().db, { channelId: disabled, message })) as [number];
    expect(await delivery(off)).toMatchObject({
      status: 'FAILED',
      last_error: 'The notification channel is disabled',
    });
  });

  it('sends a test message at once and answers its result, failures included, without retrying', async () => {
    const channelId = await slackChannel();
    const ok = await admin().post(`/api/notification-channels/${channelId}/test`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().deliveries).toMatchObject([{ kind: 'SLACK', status: 'SENT', channelId, attempts: 1 }]);

    hook.always(404, 'no_service');
    const bad = await admin().post(`/api/notification-channels/${channelId}/test`);
    expect(bad.json().deliveries).toMatchObject([
      {
        status: 'FAILED',
        attempts: 1,
        nextAttemptAt: null,
        lastError: expect.stringMatching(/answered 404: no_service/),
      },
    ]);
  });

  it('reports a listener that cannot be reached', async () => {
    const dead = await startHttpListener();
    await dead.close();
    const res = await admin().post('/api/notification-channels', {
      type: 'SLACK',
      name: 'Nowhere',
      config: { webhookUrl: `${dead.url}/services/x` },
    });
    const test = await admin().post(`/api/notification-channels/${res.json().id}/test`);
    expect(test.json().deliveries[0].lastError).toMatch(/could not be reached: ECONNREFUSED/);
  });
});
