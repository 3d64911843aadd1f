// The built-in help centre: Warden's own articles from docs/help, searched in the database index and
// suggested by the route table (an article lists the route patterns it explains).
import { findRoute, matchRoute } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { articleLocale, searchIndexedArticles } from './article-search.ts';
import { leadSnippet } from './article-text.ts';
import type { HelpCentreProvider } from './help-centre-provider.ts';
import { presentArticle, presentArticleDetail } from './presenter.ts';
import { searchTerms } from './search-terms.ts';

export class BuiltinHelpCentre implements HelpCentreProvider {
  constructor(private readonly db: Db) {}

  async search(query: string, locale: string) {
    const terms = searchTerms(query);
    if (terms.length === 0) return [];
    const hits = await searchIndexedArticles(this.db, terms, await articleLocale(this.db, locale));
    return hits.map(presentArticle);
  }

  async suggested(path: string, locale: string) {
    const pathname = path.split(/[?#]/)[0] ?? '';
    const exact = findRoute(pathname)?.id;
    const rows = await this.db.kysely
      .selectFrom('help_articles')
      .select(['id', 'name', 'body_text', 'routes'])
      .where('locale', '=', await articleLocale(this.db, locale))
      .orderBy('id')
      .execute();
    const matching = rows
      .map((row) => ({ row, routes: JSON.parse(row.routes) as string[] }))
      .filter(({ routes }) => routes.some((pattern) => matchRoute(pattern, pathname)))
      .sort((a, b) => Number(b.routes.includes(exact ?? '')) - Number(a.routes.includes(exact ?? '')));
    return matching.map(({ row }) =>
      presentArticle({ id: row.id, name: row.name, snippet: leadSnippet(row.body_text) }),
    );
  }

  async get(id: number, locale: string) {
    const row = await this.db.kysely
      .selectFrom('help_articles')
      .selectAll()
      .where('id', '=', id)
      .where('locale', '=', await articleLocale(this.db, locale))
      .executeTakeFirst();
    const fallback =
      row ??
      (await this.db.kysely
        .selectFrom('help_articles')
        .selectAll()
        .where('id', '=', id)
        .where('locale', '=', 'en-us')
        .executeTakeFirst());
    return fallback && presentArticleDetail(fallback, leadSnippet(fallback.body_text));
  }
}
