// The Download link of the download dialogs: shown once something is chosen, hidden after it is
// used; under it the reason a download could not start.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/spinner/spinner.tsx';
import type { DownloadErrorKey } from './download-error.ts';

export interface DownloadStatusProps {
  pending: boolean;
  errorKey: DownloadErrorKey | null;
}

export interface DownloadLinkProps extends DownloadStatusProps {
  visible: boolean;
  onClick: () => void;
}

export function DownloadLink({ visible, onClick, ...status }: DownloadLinkProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <div className="backup-download">
      {visible && (
        <button type="button" className="button button--link backup-download__link" onClick={onClick}>
          {t('actions.download')}
        </button>
      )}
      <DownloadStatus {...status} />
    </div>
  );
}

/** A spinner while the link is being prepared, or why the download could not start. */
export function DownloadStatus({ pending, errorKey }: DownloadStatusProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <>
      {pending && <Spinner label={t('download.preparing')} size={16} />}
      {errorKey && (
        <p className="form-error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </>
  );
}
