// Confirmation shown in place of the form once support has the support request.
import { useTranslation } from 'react-i18next';

export function SupportRequestSent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div className="help-sent">
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" className="help-sent__icon">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="m7.5 12.5 3 3 6-6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <output className="help-sent__status">
        <span className="help-sent__title">{t('supportRequest.sent')}</span>
        <span>{t('supportRequest.sentBody')}</span>
      </output>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('supportRequest.done')}
      </button>
    </div>
  );
}
