// The ticketing settings (defaults until saved, business hours checked) and the mail health.
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '../mail/outbox-service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { getTicketingSettings, isKnownTimeZone } from './ticketing-settings.ts';

let t: TestApp;
let reader: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  reader = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const withHours = (businessHours: Partial<TicketingSettings['businessHours']>): TicketingSettings => ({
  ...defaultTicketingSettings,
  businessHours: { ...defaultTicketingSettings.businessHours, ...businessHours },
});

describe('ticketing settings', () => {
  it('answers the defaults before anything is saved, to any technician', async () => {
    const res = await reader.get('/api/ticketing/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultTicketingSettings);
    expect(await getTicketingSettings(t.app.db)).toEqual(defaultTicketingSettings);
  });

  it('saves the settings for the engine and mail to read', async () => {
    const settings: TicketingSettings = {
      ...withHours({ timeZone: 'Europe/London', days: [{ day: 'SATURDAY', start: '08:30', end: '12:00' }] }),
      fromEmailDomain: 'help.example.test',
      useFromEmailDomain: true,
    };
    const res = await t.admin.put('/api/ticketing/settings', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect(await getTicketingSettings(t.app.db)).toEqual(settings);
    expect((await reader.get('/api/ticketing/settings')).json()).toEqual(settings);
    const again = await t.admin.put('/api/ticketing/settings', defaultTicketingSettings);
    expect(again.json()).toEqual(defaultTicketingSettings);
  });

  it('refuses an unknown time zone and a day ending before it starts, naming the path, and stores nothing', async () => {
    const before = (await reader.get('/api/ticketing/settings')).body;
    const zone = await t.admin.put('/api/ticketing/settings', withHours({ timeZone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(Object.keys(zone.json().error.fields)).toEqual(['businessHours.timeZone']);
    const days = await t.admin.put(
      '/api/ticketing/settings',
      withHours({
        days: [
          { day: 'MONDAY', start: '09:00', end: '17:00' },
          { day: 'TUESDAY', start: '17:00', end: '09:00' },
          { day: 'MONDAY', start: '10:00', end: '10:00' },
        ],
      }),
    );
    expect(days.statusCode).toBe(400);
    expect(Object.keys(days.json().error.fields).sort()).toEqual([
      'businessHours.days.1.end',
      'businessHours.days.2.day',
      'businessHours.days.2.end',
    ]);
    const clock = await t.admin.put(
      '/api/ticketing/settings',
      withHours({ days: [{ day: 'MONDAY', start: '9:00', end: '24:00' }] }),
    );
    expect(Object.keys(clock.json().error.fields).sort()).toEqual([
      'businessHours.days.0.end',
      'businessHours.days.0.start',
    ]);
    expect((await reader.get('/api/ticketing/settings')).body).toBe(before);
  });

  it('knows IANA zones through Intl', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Else')).toBe(false);
  });

  it('needs canManageTicketing to change them', async () => {
    expect((await reader.put('/api/ticketing/settings', defaultTicketingSettings)).statusCode).toBe(403);
  });
});

describe('mail health', () => {
  it('reports outbound mail not configured and inbound off on a bare server', async () => {
    const res = await t.admin.get('/api/ticketing/settings/mail-health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outbound: { configured: false, host: null, lastStatus: null, lastError: null, lastAt: null },
      inbound: {
        enabled: false,
        host: null,
        port: null,
        listening: false,
        lastMessageAt: null,
        lastError: null,
      },
    });
  });

  it('reports the SMTP host and the newest outbox message', async () => {
    const saved = await t.admin.put('/api/division/mail-settings', {
      smtpHost: 'smtp.example.test',
      smtpPort: 587,
      smtpSecure: false,
      smtpUser: '',
      fromAddress: 'warden@example.test',
      supportAddress: 'support@example.test',
      salesAddress: 'sales@example.test',
    });
    expect(saved.statusCode).toBe(200);
    const message = {
      kind: 'TICKET',
      to: ['a@b.test'],
      cc: [],
      replyTo: null,
      subject: 's',
      text: 't',
      attachments: [],
    };
    await recordOutbox(t.app.db, { ...message, status: 'SENT', error: null });
    await recordOutbox(t.app.db, { ...message, status: 'FAILED', error: 'Connection refused' });
    const outbound = (await t.admin.get('/api/ticketing/settings/mail-health')).json().outbound;
    expect(outbound).toEqual({
      configured: true,
      host: 'smtp.example.test',
      lastStatus: 'FAILED',
      lastError: 'Connection refused',
      lastAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('needs canManageTicketing', async () => {
    expect((await reader.get('/api/ticketing/settings/mail-health')).statusCode).toBe(403);
  });
});
