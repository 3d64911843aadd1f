// The enrolment command of one organisation, with Copy and 'Replace token'. The command and the
// replacement come from the caller; copying is the browser's own clipboard.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';

export interface EnrollmentCommandProps {
  organizationName: string;
  /** The command, once loaded. */
  command: string | undefined;
  loadError: string | null;
  onReplaceToken: () => void;
  replacing: boolean;
}

export function EnrollmentCommand({
  organizationName,
  command,
  loadError,
  onReplaceToken,
  replacing,
}: EnrollmentCommandProps) {
  const { t } = useTranslation('backup');
  const toast = useToast();

  if (loadError !== null) {
    return (
      <p role="alert" className="form-error">
        {t('addDevice.loadFailed')}: {loadError}
      </p>
    );
  }
  if (command === undefined) return <Spinner label={t('browser.loading')} />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast.show({ kind: 'success', title: t('addDevice.copied') });
    } catch {
      toast.show({ kind: 'error', title: t('addDevice.copyFailed') });
    }
  };

  return (
    <div className="enrollment">
      <p>{t('addDevice.instructions', { organization: organizationName })}</p>
      <figure className="enrollment__figure">
        <figcaption className="visually-hidden">{t('addDevice.command')}</figcaption>
        <pre className="enrollment__command">
          <code>{command}</code>
        </pre>
      </figure>
      <div className="enrollment__actions">
        <button type="button" className="button button--primary" onClick={copy}>
          {t('addDevice.copy')}
        </button>
        <button
          type="button"
          className="button"
          onClick={onReplaceToken}
          disabled={replacing}
          aria-busy={replacing}
        >
          {t('addDevice.replaceToken')}
        </button>
      </div>
      <p className="field__hint">{t('addDevice.replaceTokenNote')}</p>
    </div>
  );
}
