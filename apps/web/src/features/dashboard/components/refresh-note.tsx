// Tells the technician the counts refresh on their own, and when they last did.
import { useTranslation } from 'react-i18next';

export function RefreshNote({ updatedAt }: { updatedAt: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(updatedAt);
  return <p className="refresh-note">{t('system.refreshNote', { time })}</p>;
}
