// The help search's failure notice (spec 000, section 8) with a way to run the search again.
import { useTranslation } from 'react-i18next';

export function SearchFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div role="alert" className="help-panel__notice">
      <p className="help-panel__notice-title">{t('articles.failed')}</p>
      <p>{t('articles.tryAgain')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('articlePage.retry')}
      </button>
    </div>
  );
}
