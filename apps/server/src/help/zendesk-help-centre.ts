// An external help centre behind the provider interface: a Zendesk Help Center at HELP_CENTRE_URL.
// Suggestions use article labels: an article labelled with a route's label (see routeLabel) is
// suggested on that route.
import { findRoute, type HelpArticle, type HelpArticleDetail } from '@warden/domain';
import { ApiError } from '../http/api-error.ts';
import { htmlToText, leadSnippet, sanitizeArticleHtml } from './article-text.ts';
import type { HelpCentreProvider } from './help-centre-provider.ts';

interface ZendeskArticle {
  id: number;
  title: string;
  html_url: string;
  body?: string | null;
  snippet?: string;
  locale?: string;
  label_names?: string[];
  updated_at?: string;
}

const TIMEOUT_MS = 10_000;

/** The Zendesk label that ties articles to a route: the pattern's words joined by dashes. */
export function routeLabel(routeId: string): string {
  return routeId
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

export class ZendeskHelpCentre implements HelpCentreProvider {
  private readonly base: string;

  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private async fetchJson<T>(pathAndQuery: string): Promise<T | undefined> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${pathAndQuery}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(502, 'INTERNAL', 'The help centre did not answer. Please try again.');
    }
    if (res.status === 404) return undefined;
    if (!res.ok)
      throw new ApiError(502, 'INTERNAL', `The help centre answered ${res.status}. Please try again.`);
    return (await res.json()) as T;
  }

  private present(a: ZendeskArticle): HelpArticle {
    const snippet = a.snippet ? htmlToText(a.snippet) : leadSnippet(htmlToText(a.body ?? ''));
    return { id: a.id, name: a.title, snippet, html_url: a.html_url };
  }

  async search(query: string, locale: string) {
    if (!query.trim()) return [];
    const q = new URLSearchParams({ query, locale });
    const answer = await this.fetchJson<{ results: ZendeskArticle[] }>(
      `/api/v2/help_center/articles/search?${q}`,
    );
    return (answer?.results ?? []).map((a) => this.present(a));
  }

  async suggested(path: string, locale: string) {
    const route = findRoute(path.split(/[?#]/)[0] ?? '');
    if (!route) return [];
    const q = new URLSearchParams({ label_names: routeLabel(route.id) });
    const answer = await this.fetchJson<{ articles: ZendeskArticle[] }>(
      `/api/v2/help_center/${encodeURIComponent(locale)}/articles?${q}`,
    );
    return (answer?.articles ?? []).map((a) => this.present(a));
  }

  async get(id: number, locale: string): Promise<HelpArticleDetail | undefined> {
    const answer = await this.fetchJson<{ article: ZendeskArticle }>(
      `/api/v2/help_center/${encodeURIComponent(locale)}/articles/${id}`,
    );
    if (!answer) return undefined;
    const a = answer.article;
    return {
      ...this.present(a),
      locale: a.locale ?? locale,
      html: sanitizeArticleHtml(a.body ?? ''),
      routes: [],
      updatedAt: a.updated_at ?? '',
    };
  }
}
