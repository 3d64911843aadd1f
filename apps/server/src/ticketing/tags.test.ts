// Tags: any technician lists them and creates them from the tag picker; ids are 10 random letters and
// digits; a name that exists in any case answers the existing tag (201 either way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { newTagId } from './tag-service.ts';

let t: TestApp;
let tech: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  tech = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

describe('tags', () => {
  it('creates a tag with a 10-character id for any technician', async () => {
    const res = await tech.post('/api/ticketing/tags', { tag: { name: '  VPN ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ tag: { id: expect.stringMatching(/^[A-Za-z0-9]{10}$/), name: 'VPN' } });
    expect((await tech.get('/api/ticketing/tags')).json()).toEqual({ tags: [res.json().tag] });
  });

  it('answers the existing tag for the same name in another case', async () => {
    const first = (await tech.get('/api/ticketing/tags')).json().tags[0];
    const again = await t.admin.post('/api/ticketing/tags', { tag: { name: 'vpn' } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ tag: first });
    expect((await tech.get('/api/ticketing/tags')).json().tags).toHaveLength(1);
  });

  it('lists tags by name whatever their case', async () => {
    await tech.post('/api/ticketing/tags', { tag: { name: 'backup' } });
    await tech.post('/api/ticketing/tags', { tag: { name: 'Alpha' } });
    const names = (await tech.get('/api/ticketing/tags')).json().tags.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Alpha', 'backup', 'VPN']);
  });

  it('checks names with the tag-name rule, naming tag.name, and stores nothing', async () => {
    const before = (await tech.get('/api/ticketing/tags')).body;
    for (const name of ['', '   ', 'a,b', 'tab\there', 'x'.repeat(51)]) {
      const res = await tech.post('/api/ticketing/tags', { tag: { name } });
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json().error.fields), name).toEqual(['tag.name']);
    }
    expect((await tech.post('/api/ticketing/tags', { name: 'flat' })).statusCode).toBe(400);
    expect((await tech.get('/api/ticketing/tags')).body).toBe(before);
  });

  it('draws ids from the whole alphabet', () => {
    const ids = Array.from({ length: 200 }, newTagId);
    expect(new Set(ids).size).toBe(200);
    const chars = new Set(ids.join(''));
    expect([...chars].every((c) => /[A-Za-z0-9]/.test(c))).toBe(true);
    expect(chars.size).toBeGreaterThan(50);
  });

  it('needs a session, and a CSRF token to create', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ticketing/tags' })).statusCode).toBe(401);
    const res = await tech.request(
      'POST',
      '/api/ticketing/tags',
      { tag: { name: 'x' } },
      { headers: { 'x-csrf-token': '' } },
    );
    expect(res.statusCode).toBe(403);
  });
});
