// The article view of the help panel: the chosen article read beside the technician's page, with a
// link to open it in a tab of its own.
import { useTranslation } from 'react-i18next';
import { useHelpPanel } from '../help-panel-context.tsx';
import { HelpArticleContent } from './help-article-content.tsx';

export function HelpArticleView() {
  const { t } = useTranslation('help');
  const { state } = useHelpPanel();
  if (state.articleId === null) return null;
  return (
    <>
      <HelpArticleContent id={state.articleId} headingLevel={3} className="help-panel__article" />
      <p className="help-panel__muted">
        <a href={`/help/articles/${state.articleId}`} target="_blank" rel="noopener">
          {t('articleView.openInTab')}
        </a>
      </p>
    </>
  );
}
