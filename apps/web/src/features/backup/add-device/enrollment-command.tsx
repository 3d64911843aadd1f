// The enrolment command of one organisation, with Copy and 'Replace token'.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useEnrollment, useRotateEnrollment } from './use-enrollment.ts';

export function EnrollmentCommand({
  organizationId,
  organizationName,
}: {
  organizationId: number;
  organizationName: string;
}) {
  const { t } = useTranslation('backup');
  const toast = useToast();
  const enrollment = useEnrollment(organizationId);
  const rotate = useRotateEnrollment();

  if (enrollment.error) {
    return (
      <p role="alert" className="form-error">
        {t('addDevice.loadFailed')}: {enrollment.error.message}
      </p>
    );
  }
  if (!enrollment.data) return <Spinner label={t('browser.loading')} />;
  const { command } = enrollment.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast.show({ kind: 'success', title: t('addDevice.copied') });
    } catch {
      toast.show({ kind: 'error', title: t('addDevice.copyFailed') });
    }
  };
  const replace = () =>
    rotate.mutate(organizationId, {
      onSuccess: () => toast.show({ kind: 'success', title: t('addDevice.tokenReplaced') }),
      onError: (error) =>
        toast.show({ kind: 'error', title: t('plans.actionFailed'), description: error.message }),
    });

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
          onClick={replace}
          disabled={rotate.isPending}
          aria-busy={rotate.isPending}
        >
          {t('addDevice.replaceToken')}
        </button>
      </div>
      <p className="field__hint">{t('addDevice.replaceTokenNote')}</p>
    </div>
  );
}
