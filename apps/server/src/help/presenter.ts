// Help articles and help settings in the API's shapes.
import type { HelpArticle, HelpArticleDetail, HelpSettings } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { HelpArticleTable, HelpSettingsTable } from '../db/schema.ts';
import { renderArticleHtml } from './article-text.ts';

/** The console page that shows an article. */
export function articleUrl(id: number): string {
  return `/help/articles/${id}`;
}

export function presentArticle(a: { id: number; name: string; snippet: string }): HelpArticle {
  return { id: a.id, name: a.name, snippet: a.snippet, html_url: articleUrl(a.id) };
}

export function presentArticleDetail(row: Selectable<HelpArticleTable>, snippet: string): HelpArticleDetail {
  return {
    ...presentArticle({ id: row.id, name: row.name, snippet }),
    locale: row.locale,
    html: renderArticleHtml(row.body_markdown),
    routes: JSON.parse(row.routes),
    updatedAt: row.updated_at,
  };
}

export function presentHelpSettings(row: Selectable<HelpSettingsTable>): HelpSettings {
  return {
    enabled: row.enabled === 1,
    articlesEnabled: row.articles_enabled === 1,
    submitTicketEnabled: row.submit_ticket_enabled === 1,
    academyLinkEnabled: row.academy_link_enabled === 1,
    topics: JSON.parse(row.topics),
  };
}
