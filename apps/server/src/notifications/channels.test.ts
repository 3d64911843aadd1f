// Notification channel administration over the API, on SQLite and PostgreSQL: each type's settings
// are checked, secrets are sealed and never answered, kept when omitted, and only ticketing
// administrators manage channels while every technician can list them by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type HttpListener, startHttpListener } from './testing/http-listener.ts';

const AUTH_TOKEN = 'sms-auth-token-3f9a1c';
const WEBHOOK_SECRET = 'T000/B000/webhook-secret-77ab';

let t: TestApp;
let hook: HttpListener;

beforeAll(async () => {
  t = await createTestApp();
  // The tests send; the background task must not race them.
  await t.app.background.stop();
  hook = await startHttpListener();
});
afterAll(async () => {
  await hook.close();
  await t.close();
});

const smsChannel = (extra: object = {}) => ({
  type: 'SMS',
  name: 'On-call phones',
  config: {
    endpointUrl: hook.url,
    accountSid: 'AC123',
    authToken: AUTH_TOKEN,
    from: '+14155550100',
    to: ['+14155550101', '+14155550102'],
  },
  ...extra,
});
const slackChannel = () => ({
  type: 'SLACK',
  name: 'Ops room',
  config: { webhookUrl: `${hook.url}/services/${WEBHOOK_SECRET}` },
});

describe('notification channels', () => {
  it('creates each type and answers its settings without the secret', async () => {
    const email = await t.admin.post('/api/notification-channels', {
      type: 'EMAIL',
      name: 'Service desk',
      config: { emails: ['Desk@Example.test', 'desk@example.test', 'boss@example.test'] },
    });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({
      type: 'EMAIL',
      enabled: true,
      config: { emails: ['desk@example.test', 'boss@example.test'] },
    });

    const sms = await t.admin.post('/api/notification-channels', smsChannel());
    expect(sms.statusCode).toBe(201);
    expect(sms.json().config).toEqual({
      endpointUrl: hook.url,
      accountSid: 'AC123',
      from: '+14155550100',
      to: ['+14155550101', '+14155550102'],
      authTokenSet: true,
    });

    const slack = await t.admin.post('/api/notification-channels', slackChannel());
    expect(slack.statusCode).toBe(201);
    expect(slack.json().config).toEqual({ webhookHost: new URL(hook.url).host, webhookUrlSet: true });

    const brief = await t.admin.get('/api/channel/list/brief');
    expect(brief.json()).toEqual(
      expect.arrayContaining([
        { id: email.json().id, name: 'Service desk', type: 'EMAIL' },
        { id: sms.json().id, name: 'On-call phones', type: 'SMS' },
        { id: slack.json().id, name: 'Ops room', type: 'SLACK' },
      ]),
    );
  });

  it('never answers a secret and keeps it sealed in the database', async () => {
    const sms = (await t.admin.post('/api/notification-channels', smsChannel())).json();
    const slack = (await t.admin.post('/api/notification-channels', slackChannel())).json();
    const answers = [
      await t.admin.get('/api/notification-channels'),
      await t.admin.get(`/api/notification-channels/${sms.id}`),
      await t.admin.get(`/api/notification-channels/${slack.id}`),
      await t.admin.put(`/api/notification-channels/${sms.id}`, smsChannel({ name: 'Renamed' })),
      await t.admin.get('/api/channel/list/brief'),
      await t.admin.post(`/api/notification-channels/${slack.id}/test`),
      await t.admin.post(`/api/notification-channels/${sms.id}/test`),
      await t.admin.get('/api/notification-channels/deliveries'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(AUTH_TOKEN);
      expect(res.body).not.toContain(WEBHOOK_SECRET);
    }
    const rows = await t.app.db.kysely
      .selectFrom('notification_channels')
      .select(['config', 'secret'])
      .execute();
    for (const row of rows) {
      expect(`${row.config} ${row.secret}`).not.toContain(AUTH_TOKEN);
      expect(`${row.config} ${row.secret}`).not.toContain(WEBHOOK_SECRET);
    }
  });

  it('keeps the stored secret when an update leaves it out', async () => {
    const sms = (await t.admin.post('/api/notification-channels', smsChannel())).json();
    const { authToken: _, ...withoutToken } = smsChannel().config;
    const res = await t.admin.put(`/api/notification-channels/${sms.id}`, {
      type: 'SMS',
      name: 'Night phones',
      enabled: true,
      config: { ...withoutToken, to: ['+14155550199'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toMatchObject({ authTokenSet: true, to: ['+14155550199'] });

    hook.always(201, '{"sid":"SM1"}');
    const before = hook.requests.length;
    const test = await t.admin.post(`/api/notification-channels/${sms.id}/test`);
    expect(test.json().deliveries).toMatchObject([{ status: 'SENT', recipient: '+14155550199' }]);
    const sent = hook.requests.slice(before);
    expect(sent).toHaveLength(1);
    const basic = Buffer.from(`AC123:${AUTH_TOKEN}`).toString('base64');
    expect(sent[0]?.headers.authorization).toBe(`Basic ${basic}`);
  });

  it('asks for the secret again when the type changes', async () => {
    const sms = (await t.admin.post('/api/notification-channels', smsChannel())).json();
    const res = await t.admin.put(`/api/notification-channels/${sms.id}`, {
      type: 'SLACK',
      name: 'Now Slack',
      config: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'config.webhookUrl': 'Required' });
  });

  it('refuses settings that cannot work, naming the field', async () => {
    const cases: [object, string][] = [
      [
        { type: 'SLACK', name: 'x', config: { webhookUrl: 'http://hooks.example.test/x' } },
        'config.webhookUrl',
      ],
      [
        { type: 'SLACK', name: 'x', config: { webhookUrl: 'https://user:pw@hooks.example.test/x' } },
        'config.webhookUrl',
      ],
      [smsChannel({ config: { ...smsChannel().config, to: ['555-0101'] } }), 'config.to.0'],
      [smsChannel({ config: { ...smsChannel().config, from: '+1415' } }), 'config.from'],
      [{ type: 'EMAIL', name: 'x', config: { emails: [] } }, 'config.emails'],
      [{ type: 'EMAIL', name: 'x', config: { emails: ['not-an-address'] } }, 'config.emails.0'],
      [
        {
          type: 'EMAIL',
          name: 'x',
          config: { emails: Array.from({ length: 21 }, (_, i) => `a${i}@x.test`) },
        },
        'config.emails',
      ],
      [{ type: 'PAGER', name: 'x', config: {} }, 'type'],
      [{ type: 'EMAIL', name: ' ', config: { emails: ['a@x.test'] } }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.post('/api/notification-channels', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('deletes a channel: it leaves the lists and its id answers 404', async () => {
    const slack = (await t.admin.post('/api/notification-channels', slackChannel())).json();
    expect((await t.admin.delete(`/api/notification-channels/${slack.id}`)).json()).toEqual({ ok: true });
    expect((await t.admin.get(`/api/notification-channels/${slack.id}`)).statusCode).toBe(404);
    expect((await t.admin.delete(`/api/notification-channels/${slack.id}`)).statusCode).toBe(404);
    expect((await t.admin.post(`/api/notification-channels/${slack.id}/test`)).statusCode).toBe(404);
    const brief = (await t.admin.get('/api/channel/list/brief')).json() as { id: number }[];
    expect(brief.map((c) => c.id)).not.toContain(slack.id);
  });

  it('lets every technician list channels by name and only ticketing administrators manage them', async () => {
    const plain = await t.admin.technicianWith([]);
    expect((await plain.get('/api/channel/list/brief')).statusCode).toBe(200);
    expect((await plain.get('/api/notification-channels')).statusCode).toBe(403);
    expect((await plain.post('/api/notification-channels', slackChannel())).statusCode).toBe(403);
    const ticketing = await t.admin.technicianWith(['canManageTicketing']);
    expect((await ticketing.post('/api/notification-channels', slackChannel())).statusCode).toBe(201);
    expect((await ticketing.get('/api/notification-channels/deliveries')).statusCode).toBe(200);
  });
});
