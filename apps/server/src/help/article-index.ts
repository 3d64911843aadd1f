// Keeps the help-article tables in step with the Markdown files: articles whose file hash changed
// are indexed again, new ones added, vanished ones removed. Runs at every start.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { ArticleFile } from './article-files.ts';
import { articlePlainText } from './article-text.ts';
import { textSearchConfig } from './search-terms.ts';

export interface IndexReport {
  indexed: number;
  unchanged: number;
  removed: number;
}

async function removeArticle(db: Db, id: number, locale: string): Promise<void> {
  await db.kysely.deleteFrom('help_articles').where('id', '=', id).where('locale', '=', locale).execute();
  if (db.dialect === 'sqlite') {
    await sql`DELETE FROM help_articles_fts WHERE article_id = ${id} AND locale = ${locale}`.execute(
      db.kysely,
    );
  }
}

async function addArticle(db: Db, file: ArticleFile): Promise<void> {
  const text = articlePlainText(file.body);
  const keywords = file.keywords.join(' ');
  await db.kysely
    .insertInto('help_articles')
    .values({
      id: file.id,
      locale: file.locale,
      name: file.name,
      keywords,
      body_markdown: file.body,
      body_text: text,
      routes: JSON.stringify(file.routes),
      file_name: file.fileName,
      file_hash: file.hash,
      updated_at: nowIso(),
    })
    .execute();
  if (db.dialect === 'sqlite') {
    await sql`INSERT INTO help_articles_fts (name, keywords, body, article_id, locale)
      VALUES (${file.name}, ${keywords}, ${text}, ${file.id}, ${file.locale})`.execute(db.kysely);
  } else {
    // The name weighs most (A), then the keywords (B), then the body (C).
    const config = textSearchConfig(file.locale);
    await sql`UPDATE help_articles SET search =
        setweight(to_tsvector(${config}::regconfig, name), 'A') ||
        setweight(to_tsvector(${config}::regconfig, keywords), 'B') ||
        setweight(to_tsvector(${config}::regconfig, body_text), 'C')
      WHERE id = ${file.id} AND locale = ${file.locale}`.execute(db.kysely);
  }
}

export async function indexArticles(db: Db, files: readonly ArticleFile[]): Promise<IndexReport> {
  return db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...db, kysely: trx };
    const stored = await trx.selectFrom('help_articles').select(['id', 'locale', 'file_hash']).execute();
    const storedHash = new Map(stored.map((r) => [`${r.id}/${r.locale}`, r.file_hash]));
    const report: IndexReport = { indexed: 0, unchanged: 0, removed: 0 };
    const present = new Set<string>();
    for (const file of files) {
      const key = `${file.id}/${file.locale}`;
      present.add(key);
      if (storedHash.get(key) === file.hash) {
        report.unchanged++;
        continue;
      }
      if (storedHash.has(key)) await removeArticle(tx, file.id, file.locale);
      await addArticle(tx, file);
      report.indexed++;
    }
    for (const row of stored) {
      if (present.has(`${row.id}/${row.locale}`)) continue;
      await removeArticle(tx, row.id, row.locale);
      report.removed++;
    }
    return report;
  });
}
