// The states around a level's rows: loading, the level's own error message (also reported to the
// console), or its empty text.
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';

export interface LevelFrameProps {
  pending: boolean;
  error: unknown;
  /** The spec's message for a failed fetch at this level. */
  errorMessage: string;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

export function LevelFrame({
  pending,
  error,
  errorMessage,
  onRetry,
  empty,
  emptyText,
  children,
}: LevelFrameProps) {
  const { t } = useTranslation('backup');
  useEffect(() => {
    if (error) console.error(errorMessage, error);
  }, [error, errorMessage]);
  if (error) {
    return (
      <div className="card backup-level-error" role="alert">
        <p>{errorMessage}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('browser.retry')}
        </button>
      </div>
    );
  }
  if (pending) return <Spinner label={t('browser.loading')} />;
  if (empty) return <p className="card empty-state">{emptyText}</p>;
  return <>{children}</>;
}
