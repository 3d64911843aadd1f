// For technicians: large amounts of data are better restored than downloaded, with a link to the
// help article on restores.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The help article "Restoring files and folders" (docs/help/en-us/backup-restore.md). */
export const RESTORE_ARTICLE_ID = 230;

export function LargeRestoreHint() {
  const { t } = useTranslation('backupDialogs');
  return (
    <p className="backup-hint">
      {t('download.largeRestoreHint')}{' '}
      <Link to={`/help/articles/${RESTORE_ARTICLE_ID}`}>{t('download.moreInformation')}</Link>
    </p>
  );
}
