// The panel's first view: articles suggested for the current page, then ways to get in touch
// (support request, academy) and the topics the branding lists as quick searches.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useHelpPanel } from '../help-panel-context.tsx';
import { useHelpVisibility } from '../hooks/use-help-visibility.ts';
import { useOpenAcademy } from '../hooks/use-open-academy.ts';
import { useSuggestedArticles } from '../hooks/use-suggested-articles.ts';
import { ArticleList } from './article-list.tsx';
import { SearchFailure } from './search-failure.tsx';

export function HelpDefaultView() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const { dispatch } = useHelpPanel();
  const visibility = useHelpVisibility();
  const suggested = useSuggestedArticles(pathname, visibility.articles);
  const academy = useOpenAcademy();
  const showLinks = visibility.submitSupportRequest || visibility.academy;

  return (
    <>
      {visibility.articles && (
        <section aria-labelledby="help-suggested" className="help-panel__section">
          <h3 id="help-suggested">{t('defaultView.suggested')}</h3>
          {suggested.isPending ? (
            <Spinner label={t('articles.loading')} />
          ) : suggested.isError ? (
            <SearchFailure onRetry={() => suggested.refetch()} />
          ) : suggested.data.results.length === 0 ? (
            <p className="help-panel__muted">{t('defaultView.noSuggested')}</p>
          ) : (
            <ArticleList articles={suggested.data.results} label={t('defaultView.suggested')} />
          )}
        </section>
      )}
      {showLinks && (
        <section aria-labelledby="help-links" className="help-panel__section">
          <h3 id="help-links">{t('defaultView.links')}</h3>
          <ul className="help-links">
            {visibility.submitSupportRequest && (
              <li>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => dispatch({ type: 'push', view: 'supportRequest' })}
                >
                  {t('defaultView.submitSupportRequest')}
                </button>
              </li>
            )}
            {visibility.academy && (
              <li>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => academy.mutate()}
                  disabled={academy.isPending}
                >
                  {t('defaultView.academy')}
                </button>
              </li>
            )}
          </ul>
        </section>
      )}
      {visibility.articles && visibility.topics.length > 0 && (
        <section aria-labelledby="help-topics" className="help-panel__section">
          <h3 id="help-topics">{t('defaultView.topics')}</h3>
          <ul className="help-topics">
            {visibility.topics.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  className="help-topics__topic"
                  onClick={() => dispatch({ type: 'search', text: topic })}
                >
                  {topic}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
