// Reading and suggesting help articles, and keeping the index in step with the Markdown files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { defaultArticlesDir, loadArticleFiles, parseArticle } from './article-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((r) => r.id);

describe('the articles in docs/help', () => {
  it('cover the required topics in en-us, with a few in de-de', async () => {
    const files = await loadArticleFiles(defaultArticlesDir());
    const english = files.filter((f) => f.locale === 'en-us').map((f) => f.id);
    expect(english.length).toBeGreaterThanOrEqual(15);
    for (const id of [100, 120, 210, 220, 230, 240, 250, 300, 320, 410]) expect(english).toContain(id);
    const german = files.filter((f) => f.locale === 'de-de').map((f) => f.id);
    expect(german.length).toBeGreaterThanOrEqual(3);
    for (const id of german) expect(english).toContain(id);
  });

  it('link only to articles that exist', async () => {
    const files = await loadArticleFiles(defaultArticlesDir());
    const known = new Set(files.map((f) => f.id));
    for (const f of files) {
      for (const [, id] of f.body.matchAll(/\/help\/articles\/(\d+)/g)) {
        expect(known.has(Number(id)), `${f.fileName} links to article ${id}`).toBe(true);
      }
    }
  });

  it('refuses a file whose front matter is wrong, naming the file and the field', () => {
    expect(() => parseArticle('bad.md', '---\nid: x\nname: Bad\nlocale: en-us\n---\nBody')).toThrow(
      /bad\.md.*id/,
    );
    expect(() =>
      parseArticle('route.md', '---\nid: 1\nname: R\nlocale: en-us\nroutes: [/no/such/route]\n---\nBody'),
    ).toThrow(/route\.md.*routes/);
    expect(() => parseArticle('none.md', 'No front matter')).toThrow(/front matter/);
  });
});

describe('reading an article', () => {
  it('answers the sanitised HTML, routes and locale', async () => {
    const res = await t.admin.get('/api/help/articles/230');
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article).toMatchObject({
      id: 230,
      name: 'Restoring files and folders',
      html_url: '/help/articles/230',
      locale: 'en-us',
      routes: expect.arrayContaining(['/deviceDashboard/:id/backup/:page']),
    });
    expect(article.html).toContain('<h2>Restore a folder to another computer</h2>');
    expect(article.html).toContain('<strong>If File Exists</strong>');
    expect(article.snippet.length).toBeGreaterThan(20);
  });

  it('answers the translation when there is one, English otherwise', async () => {
    expect((await t.admin.get('/api/help/articles/230?locale=de-de')).json()).toMatchObject({
      name: 'Dateien und Ordner wiederherstellen',
      locale: 'de-de',
    });
    expect((await t.admin.get('/api/help/articles/240?locale=de-de')).json()).toMatchObject({
      id: 240,
      locale: 'en-us',
    });
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect((await t.admin.get('/api/help/articles/987654')).statusCode).toBe(404);
    const bad = await t.admin.get('/api/help/articles/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });
});

describe('suggested articles', () => {
  it('suggests the articles tied to the route of a path', async () => {
    const backup = ids(
      await t.admin.get('/api/help/suggested-articles?path=/deviceDashboard/42/backup/browse'),
    );
    expect(backup).toEqual(expect.arrayContaining([210, 220, 230, 235, 240, 250, 260]));
    expect(backup).not.toContain(300);
    const people = ids(
      await t.admin.get('/api/help/suggested-articles?path=/administration/users/technicians'),
    );
    expect(people).toEqual(expect.arrayContaining([300, 310]));
    expect(people).not.toContain(230);
  });

  it('ignores the query string and answers nothing for a page without articles', async () => {
    const withQuery = ids(
      await t.admin.get(
        `/api/help/suggested-articles?path=${encodeURIComponent('/deviceSearch?name=web&x=1')}`,
      ),
    );
    expect(withQuery).toContain(130);
    expect(ids(await t.admin.get('/api/help/suggested-articles?path=/remoteSupport'))).toEqual([]);
    expect(ids(await t.admin.get('/api/help/suggested-articles?path=/nowhere/at/all'))).toEqual([]);
  });

  it('answers name, snippet and URL for each suggestion', async () => {
    const res = await t.admin.get('/api/help/suggested-articles?path=/administration/general/settings');
    const feature = res.json().results.find((r: { id: number }) => r.id === 320);
    expect(feature).toEqual({
      id: 320,
      name: 'Feature flags',
      snippet: expect.stringContaining('Feature flags switch parts of Warden'),
      html_url: '/help/articles/320',
    });
  });
});

describe('indexing', () => {
  const write = (dir: string, file: string, id: number, name: string, body: string) =>
    fs.writeFileSync(
      path.join(dir, file),
      `---\nid: ${id}\nname: ${name}\nlocale: en-us\nroutes: [/deviceSearch]\n---\n${body}\n`,
    );

  it('indexes changed files again at start, keeps unchanged ones and drops removed ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-help-'));
    write(
      dir,
      'one.md',
      1,
      'Quartz article',
      'About alpaca <script>alert(1)</script> [x](javascript:alert(1))',
    );
    write(dir, 'two.md', 2, 'Basalt article', 'About badger.');
    write(dir, 'three.md', 3, 'Granite article', 'About cormorant.');
    const previous = process.env.HELP_ARTICLES_DIR;
    process.env.HELP_ARTICLES_DIR = dir;
    const own = await createTestApp();
    try {
      const find = async (q: string) => ids(await own.admin.get(`/api/help/articles/?query=${q}`));
      expect(await find('alpaca')).toEqual([1]);
      const html = (await own.admin.get('/api/help/articles/1')).json().html as string;
      expect(html).not.toContain('<script');
      expect(html).not.toMatch(/href="javascript/i);
      const stamp = async (id: number) =>
        (
          await own.app.db.kysely
            .selectFrom('help_articles')
            .select('updated_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).updated_at;
      const twoBefore = await stamp(2);

      write(dir, 'one.md', 1, 'Quartz article', 'About wombat.');
      fs.rmSync(path.join(dir, 'three.md'));
      await own.restart();
      const admin = own.admin.on(own.app);
      const findAgain = async (q: string) => ids(await admin.get(`/api/help/articles/?query=${q}`));
      expect(await findAgain('wombat')).toEqual([1]);
      expect(await findAgain('alpaca')).toEqual([]);
      expect(await findAgain('cormorant')).toEqual([]);
      expect(await findAgain('badger')).toEqual([2]);
      expect(await stamp(2)).toBe(twoBefore);
      expect((await admin.get('/api/help/articles/3')).statusCode).toBe(404);
    } finally {
      if (previous === undefined) delete process.env.HELP_ARTICLES_DIR;
      else process.env.HELP_ARTICLES_DIR = previous;
      await own.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
