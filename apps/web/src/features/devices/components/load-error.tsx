// A failed load: the server's message and a way to try again.
import { useTranslation } from 'react-i18next';

export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card load-error" role="alert">
      <p>{t('errors.loadFailed', { message: error.message })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
