// The article list view: search results for the settled query, with a count line or "No articles found".
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useHelpPanel } from '../help-panel-context.tsx';
import { useArticleSearch } from '../hooks/use-article-search.ts';
import { ArticleList } from './article-list.tsx';
import { SearchFailure } from './search-failure.tsx';

export function HelpArticleListView() {
  const { t } = useTranslation('help');
  const { state } = useHelpPanel();
  const search = useArticleSearch(state.query);
  const waiting = state.search.trim() !== state.query.trim() || search.isFetching;

  if (waiting) return <Spinner label={t('articles.searching')} />;
  if (search.isError) return <SearchFailure onRetry={() => search.refetch()} />;
  if (!search.data) return null;
  const { results } = search.data;
  if (results.length === 0) {
    return (
      <p className="help-panel__count" aria-live="polite">
        {t('articles.none')}
      </p>
    );
  }
  return (
    <>
      <p className="help-panel__count" aria-live="polite">
        {t('articles.count', { count: results.length })}
      </p>
      <ArticleList articles={results} label={t('panel.titles.articles')} />
    </>
  );
}
