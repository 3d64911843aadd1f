// Under the support request subject: how many articles match it, found after the typing pause, as a link
// to those articles. Runs only for three or more characters and only when the product is not branded.
import { HELP_SEARCH_DEBOUNCE_MS, shouldSearchRelatedArticles } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value/use-debounced-value.ts';
import { useHelpPanel } from '../help-panel-context.tsx';
import { useArticleSearch } from '../hooks/use-article-search.ts';
import { useHelpVisibility } from '../hooks/use-help-visibility.ts';

export function RelatedArticlesCount({ subject }: { subject: string }) {
  const { t } = useTranslation('help');
  const { dispatch } = useHelpPanel();
  const visibility = useHelpVisibility();
  const settled = useDebouncedValue(subject.trim(), HELP_SEARCH_DEBOUNCE_MS);
  const enabled = visibility.articles && shouldSearchRelatedArticles(settled, visibility.branded);
  const search = useArticleSearch(settled, enabled);
  const count = search.data?.results.length ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <button
      type="button"
      className="button button--link help-related"
      onClick={() => dispatch({ type: 'search', text: settled })}
    >
      {t('supportRequest.related', { count })}
    </button>
  );
}
