// Help settings of the branding (any technician reads, settings managers write) and the tooltip flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let tech: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  tech = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const settings = {
  enabled: true,
  articlesEnabled: false,
  submitTicketEnabled: true,
  academyLinkEnabled: false,
  topics: ['Backup', 'Devices'],
};

describe('help settings', () => {
  it('starts with everything on and no topics', async () => {
    const res = await tech.get('/api/division/branding/help');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      articlesEnabled: true,
      submitTicketEnabled: true,
      academyLinkEnabled: true,
      topics: [],
    });
  });

  it('lets a settings manager change them, and every technician read them', async () => {
    const put = await t.admin.put('/api/division/branding/help', settings);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(settings);
    expect((await tech.get('/api/division/branding/help')).json()).toEqual(settings);
    const again = await t.admin.put('/api/division/branding/help', { ...settings, topics: [] });
    expect(again.json().topics).toEqual([]);
  });

  it('refuses a technician without the settings permission', async () => {
    const res = await tech.put('/api/division/branding/help', { ...settings, enabled: false });
    expect(res.statusCode).toBe(403);
    expect((await tech.get('/api/division/branding/help')).json().enabled).toBe(true);
  });

  it('names unknown and invalid fields', async () => {
    const res = await t.admin.put('/api/division/branding/help', {
      ...settings,
      topics: [''],
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      colour: 'Unknown field',
      'topics.0': expect.any(String),
    });
  });
});

describe('help tooltip', () => {
  it('stays hidden for the technician who hid it, and only for them', async () => {
    expect((await tech.get('/api/auth/session')).json().user.hideHelpTooltip).toBe(false);
    const res = await tech.patch('/api/appuser/hide-help-tooltip');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await tech.get('/api/auth/session')).json().user.hideHelpTooltip).toBe(true);
    expect((await t.admin.get('/api/auth/session')).json().user.hideHelpTooltip).toBe(false);
  });

  it('needs the CSRF token', async () => {
    const res = await tech.request(
      'PATCH',
      '/api/appuser/hide-help-tooltip',
      {},
      { headers: { 'x-csrf-token': 'x' } },
    );
    expect(res.statusCode).toBe(403);
  });
});
