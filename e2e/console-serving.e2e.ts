// The server hands out the built console at / and for the console's own paths (history
// fallback), and answers unknown API paths with the JSON 404, never the console. The console runs
// under its Content-Security-Policy without a single violation.
import { agentApi, helpApi, organizationsApi } from '@warden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const browser = useBrowser();

async function get(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

describe('serving the console', () => {
  it('serves the console at /', async () => {
    const root = await get('/');
    expect(root.status).toBe(200);
    expect(root.type).toMatch(/^text\/html/);
    expect(root.body).toMatch(/<div id="root">/);
  });

  it('falls back to the console for its routes and for unknown console paths', async () => {
    const root = await get('/');
    for (const path of [
      '/systemDashboard/overview',
      '/customerDashboard/1/overview?tab=x',
      '/no/such/page',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type, path).toMatch(/^text\/html/);
      expect(answer.body, path).toBe(root.body);
    }
  });

  it('serves the built scripts themselves, not the fallback', async () => {
    const root = await get('/');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(root.body)?.[1];
    expect(script).toBeDefined();
    const answer = await get(script!);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/javascript/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const path of ['/api/unknown', '/api', '/api/unknown/deeper?x=1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body), path).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers the health check', async () => {
    const answer = await get('/api/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });
});

/**
 * Records every CSP violation the page reports, from before its first script runs. Zod would probe
 * once whether eval works; public/zod-config.js turns that probe off, so no violation is expected.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the Content-Security-Policy', () => {
  it('is sent with the console, which signs in and shows backup pages without a violation', async () => {
    const api = await apiAs(baseUrl, browser.admin);
    await api.call(helpApi.hideTooltip);
    const organization = await api.call(organizationsApi.create, { body: { name: 'Fabrikam CSP' } });
    const { token } = await api.call(agentApi.enrollment, { params: { id: organization.id } });
    const device = await api.call(agentApi.enroll, {
      body: {
        token,
        hostname: 'FAB-WS-01',
        platform: 'win32',
        osName: 'Windows',
        agentVersion: '1',
        isServer: false,
      },
    });

    const { page, admin } = browser;
    const violations = await recordViolations(page);
    const first = await page.goto('/');
    const csp = first?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    await signIn(page, admin.email, admin.password);
    const main = page.getByRole('main');
    for (const path of [
      '/systemDashboard/backup/manage',
      `/deviceDashboard/${device.nodeId}/backup/manage`,
      `/customerDashboard/${organization.id}/backup/manage`,
    ]) {
      await page.goto(path);
      await main.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await violations(), path).toEqual([]);
    }

    // A modal Radix dialog locks scrolling with a <style> element of its own.
    await main.getByRole('button', { name: 'Add device', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Add device' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);

    // The help panel (a Radix dialog) and an article rendered from the server's HTML.
    await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('dialog', { name: 'Help resources' }).waitFor();
    await page.goto('/help/articles/230');
    await main.getByRole('heading', { level: 1, name: 'Restoring files and folders' }).waitFor();
    expect(await violations()).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
