// Reads the help articles: Markdown files with front matter (id, name, locale, routes, keywords)
// under the articles folder. Each file's hash tells the index whether it changed since the last start.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expandPattern, locales, routeTable } from '@warden/domain';
import { z } from 'zod';
import { parseFrontMatter } from './front-matter.ts';

/** Bumped when the way articles are indexed changes, so every article is indexed again. */
const INDEX_VERSION = '1';

const knownRoutes = new Set(routeTable.map((r) => r.id));

const metaSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(200),
  locale: z.enum(Object.keys(locales) as [string, ...string[]]),
  routes: z
    .union([z.array(z.string()), z.string().transform((s) => [s])])
    .default([])
    .transform((routes) => routes.flatMap(expandPattern))
    .refine((routes) => routes.every((r) => knownRoutes.has(r)), {
      message: 'Every route must be a pattern of the route table',
    }),
  keywords: z
    .union([z.array(z.string()), z.string().transform((s) => s.split(','))])
    .default([])
    .transform((words) => words.map((w) => w.trim()).filter(Boolean)),
});

export interface ArticleFile {
  fileName: string;
  hash: string;
  id: number;
  name: string;
  locale: string;
  routes: string[];
  keywords: string[];
  body: string;
}

export function defaultArticlesDir(): string {
  return path.resolve(import.meta.dirname, '../../../../docs/help');
}

async function markdownFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = path.join(prefix, e.name);
      if (e.isDirectory()) return markdownFiles(dir, rel);
      return Promise.resolve(e.isFile() && e.name.endsWith('.md') ? [rel] : []);
    }),
  );
  return nested.flat().sort();
}

export function parseArticle(fileName: string, source: string): ArticleFile {
  const { data, body } = parseFrontMatter(source);
  const parsed = metaSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`);
    throw new Error(`Help article ${fileName}: ${problems.join('; ')}`);
  }
  const hash = createHash('sha256').update(INDEX_VERSION).update('\0').update(source).digest('hex');
  return { fileName, hash, ...parsed.data, body: body.trim() };
}

export async function loadArticleFiles(dir: string): Promise<ArticleFile[]> {
  const names = await markdownFiles(dir);
  const articles = await Promise.all(
    names.map(async (name) => parseArticle(name, await fs.readFile(path.join(dir, name), 'utf8'))),
  );
  const seen = new Map<string, string>();
  for (const a of articles) {
    const key = `${a.id}/${a.locale}`;
    const other = seen.get(key);
    if (other)
      throw new Error(`Help articles ${other} and ${a.fileName} both have id ${a.id} in ${a.locale}`);
    seen.set(key, a.fileName);
  }
  return articles;
}
