// For technicians: large amounts of data are better restored than downloaded, with a link to the
// setup guide for large restores.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The help article "Restoring large amounts of data" (docs/help/en-us/restoring-large-amounts-of-data.md). */
export const LARGE_RESTORE_ARTICLE_ID = 235;

export function LargeRestoreHint() {
  const { t } = useTranslation('backupDialogs');
  return (
    <p className="backup-hint">
      {t('download.largeRestoreHint')}{' '}
      <Link to={`/help/articles/${LARGE_RESTORE_ARTICLE_ID}`}>{t('download.moreInformation')}</Link>
    </p>
  );
}
