// Full-text search over the indexed articles: FTS5 with bm25() on SQLite (name weighted above
// keywords above body), a weighted tsvector with ts_rank() on PostgreSQL. Both answer a plain-text
// snippet of the body around the matched words.
import { DEFAULT_LOCALE } from '@warden/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { fts5Expression, textSearchConfig, tsqueryExpression } from './search-terms.ts';

export interface SearchHit {
  id: number;
  name: string;
  snippet: string;
}

export const SEARCH_LIMIT = 20;

/** The locale to answer in: the one asked for when it has articles, otherwise the default. */
export async function articleLocale(db: Db, locale: string): Promise<string> {
  if (locale === DEFAULT_LOCALE) return locale;
  const any = await db.kysely
    .selectFrom('help_articles')
    .select('id')
    .where('locale', '=', locale)
    .limit(1)
    .executeTakeFirst();
  return any ? locale : DEFAULT_LOCALE;
}

async function searchSqlite(db: Db, terms: string[], locale: string): Promise<SearchHit[]> {
  const { rows } = await sql<SearchHit>`
    SELECT a.id AS id, a.name AS name, snippet(help_articles_fts, 2, '', '', '…', 28) AS snippet
    FROM help_articles_fts
    JOIN help_articles a ON a.id = CAST(help_articles_fts.article_id AS INTEGER)
      AND a.locale = help_articles_fts.locale
    WHERE help_articles_fts MATCH ${fts5Expression(terms)} AND help_articles_fts.locale = ${locale}
    ORDER BY bm25(help_articles_fts, 10.0, 5.0, 1.0), a.id
    LIMIT ${SEARCH_LIMIT}`.execute(db.kysely);
  return rows;
}

async function searchPostgres(db: Db, terms: string[], locale: string): Promise<SearchHit[]> {
  const config = textSearchConfig(locale);
  const { rows } = await sql<SearchHit>`
    SELECT a.id AS id, a.name AS name,
      ts_headline(${config}::regconfig, a.body_text, q,
        'StartSel="", StopSel="", MinWords=15, MaxWords=35, ShortWord=3') AS snippet
    FROM help_articles a, to_tsquery(${config}::regconfig, ${tsqueryExpression(terms)}) AS q
    WHERE a.locale = ${locale} AND a.search @@ q
    ORDER BY ts_rank(a.search, q) DESC, a.id
    LIMIT ${SEARCH_LIMIT}`.execute(db.kysely);
  return rows;
}

export async function searchIndexedArticles(db: Db, terms: string[], locale: string): Promise<SearchHit[]> {
  if (terms.length === 0) return [];
  const hits =
    db.dialect === 'sqlite' ? await searchSqlite(db, terms, locale) : await searchPostgres(db, terms, locale);
  return hits.map((h) => ({
    id: Number(h.id),
    name: h.name,
    snippet: h.snippet.replace(/\s+/g, ' ').trim(),
  }));
}
