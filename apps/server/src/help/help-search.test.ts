// The built-in search against the real server and database: every fixture question finds its article
// first, snippets are plain text, and an empty query finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { searchQuestions } from './search-questions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = (query: string, locale = 'en-us') =>
  t.admin.get(`/api/help/articles/?${new URLSearchParams({ query, locale })}`);

describe('article search', () => {
  it('has at least 15 questions in its fixture', () => {
    expect(searchQuestions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(searchQuestions)('ranks article $articleId first for "$question"', async ({
    question,
    articleId,
  }) => {
    const res = await search(question);
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((r: { id: number }) => r.id);
    expect(ids[0], `results: ${ids.join(', ')}`).toBe(articleId);
  });

  it('answers id, name, a plain-text snippet and the console URL', async () => {
    const [first] = (await search('cancel a restore')).json().results;
    expect(first).toEqual({
      id: 240,
      name: 'Restore jobs: progress, cancel and clear',
      snippet: expect.any(String),
      html_url: '/help/articles/240',
    });
    expect(first.snippet.length).toBeGreaterThan(20);
    expect(first.snippet.length).toBeLessThan(400);
    expect(first.snippet).not.toMatch(/[<>*#]/);
  });

  it('finds nothing for an empty query or only common words', async () => {
    expect((await search('')).json().results).toEqual([]);
    expect((await search('   ')).json().results).toEqual([]);
    expect((await search('how do I')).json().results).toEqual([]);
  });

  it('survives query syntax characters', async () => {
    for (const query of ['"restore', 'restore*', 'NOT OR AND', "o'brien & (x) | !y:*", 'NEAR(a b)']) {
      expect((await search(query)).statusCode).toBe(200);
    }
  });

  it('matches the word being typed as a prefix', async () => {
    const ids = (await search('enrol')).json().results.map((r: { id: number }) => r.id);
    expect(ids).toContain(120);
  });

  it('searches the articles of the asked locale, and English where a locale has none', async () => {
    const german = (await search('wiederherstellen anderer computer', 'de-de')).json().results;
    expect(german[0]).toMatchObject({ id: 230, name: 'Dateien und Ordner wiederherstellen' });
    const french = (await search('restore a folder to another computer', 'fr-fr')).json().results;
    expect(french[0]).toMatchObject({ id: 230, name: 'Restoring files and folders' });
  });

  it('needs a signed-in technician and a known locale', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/help/articles/?query=restore' })).statusCode).toBe(
      401,
    );
    const res = await search('restore', 'xx-yy');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('locale');
  });
});
