// A failed load: the server's message and a way to try again.
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';

export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <div className="card load-error" role="alert">
      <p>{t('errors.loadFailed', { message: errorMessage(error) })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
