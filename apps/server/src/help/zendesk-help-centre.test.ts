// The external help centre against a local stand-in for the Zendesk Help Center API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLabel, ZendeskHelpCentre } from './zendesk-help-centre.ts';

let server: http.Server;
let base: string;
const seen: string[] = [];

const article = {
  id: 360001,
  title: 'Restore a folder',
  html_url: 'https://help.vendor.test/hc/en-us/articles/360001',
  body: '<p>Choose <b>Restore</b>.</p><script>alert(1)</script>',
  locale: 'en-us',
  updated_at: '2026-01-02T03:04:05Z',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v2/help_center/articles/search') {
      res.end(JSON.stringify({ results: [{ ...article, snippet: 'Choose <em>Restore</em> &amp; go' }] }));
    } else if (url.pathname === '/api/v2/help_center/en-us/articles') {
      res.end(JSON.stringify({ articles: [article] }));
    } else if (url.pathname === '/api/v2/help_center/en-us/articles/360001') {
      res.end(JSON.stringify({ article }));
    } else if (url.pathname === '/api/v2/help_center/en-us/articles/500') {
      res.statusCode = 500;
      res.end('{}');
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Zendesk help centre', () => {
  it('searches, with plain-text snippets', async () => {
    const results = await new ZendeskHelpCentre(base).search('restore folder', 'en-us');
    expect(results).toEqual([
      { id: 360001, name: 'Restore a folder', snippet: 'Choose Restore & go', html_url: article.html_url },
    ]);
    expect(seen.at(-1)).toBe('/api/v2/help_center/articles/search?query=restore+folder&locale=en-us');
    expect(await new ZendeskHelpCentre(base).search('  ', 'en-us')).toEqual([]);
  });

  it('suggests by the route label and reads one article, sanitised', async () => {
    const suggested = await new ZendeskHelpCentre(base).suggested('/deviceDashboard/4/backup/x?y=1', 'en-us');
    expect(suggested.map((a) => a.id)).toEqual([360001]);
    expect(seen.at(-1)).toBe(
      `/api/v2/help_center/en-us/articles?label_names=${routeLabel('/deviceDashboard/:id/backup/:page')}`,
    );
    expect(routeLabel('/deviceDashboard/:id/backup/:page')).toBe('deviceDashboard-id-backup-page');
    const detail = await new ZendeskHelpCentre(base).get(360001, 'en-us');
    expect(detail).toMatchObject({
      name: 'Restore a folder',
      locale: 'en-us',
      updatedAt: article.updated_at,
    });
    expect(detail?.html).toBe('<p>Choose <b>Restore</b>.</p>');
  });

  it('answers undefined for a missing article and 502 when the help centre fails', async () => {
    expect(await new ZendeskHelpCentre(base).get(404, 'en-us')).toBeUndefined();
    await expect(new ZendeskHelpCentre(base).get(500, 'en-us')).rejects.toMatchObject({ statusCode: 502 });
    await expect(new ZendeskHelpCentre('http://127.0.0.1:1').search('x', 'en-us')).rejects.toMatchObject({
      statusCode: 502,
    });
  });
});
