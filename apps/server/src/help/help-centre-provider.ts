// Where help articles come from. The built-in provider serves Warden's own articles from the
// database index; an external help centre can stand behind the same interface.
import type { HelpArticle, HelpArticleDetail } from '@warden/domain';

export interface HelpCentreProvider {
  /** Articles ranked by relevance to the query; an empty query finds nothing. */
  search(query: string, locale: string): Promise<HelpArticle[]>;
  /** Articles tied to the route of a console path, most specific first. */
  suggested(path: string, locale: string): Promise<HelpArticle[]>;
  /** One article with sanitised HTML, or undefined when there is none with this id. */
  get(id: number, locale: string): Promise<HelpArticleDetail | undefined>;
}
