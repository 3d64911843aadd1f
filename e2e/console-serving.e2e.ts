// The server hands out the built console at / and for the console's own paths (history
// fallback), and answers unknown API paths with the JSON 404, never the console.
import { describe, expect, it } from 'vitest';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();

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
