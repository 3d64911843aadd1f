// When a device's agent was last heard from: relative, with the exact time on hover.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { formatRelativeTime } from '../relative-time.ts';

export function LastContact({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation();
  if (at === null) return <span className="last-contact last-contact--never">{t('never')}</span>;
  return (
    <time className="last-contact" dateTime={at} title={formatDateTime(at, i18n.language)}>
      {formatRelativeTime(at, i18n.language)}
    </time>
  );
}
