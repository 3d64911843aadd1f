// What the last support request attempt came to when it was not sent: not registered in the support
// community, or an error (and whether the uploaded attachments were removed because of it).
import { useTranslation } from 'react-i18next';

export type SupportRequestOutcome =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'notRegistered' }
  | { kind: 'failed'; message: string; attachmentsRemoved: boolean };

export function SupportRequestOutcomeNotice({ outcome }: { outcome: SupportRequestOutcome }) {
  const { t } = useTranslation('help');
  if (outcome.kind === 'notRegistered') {
    return (
      <p role="alert" className="help-notice help-notice--warning">
        {t('supportRequest.notRegistered')}
      </p>
    );
  }
  if (outcome.kind !== 'failed') return null;
  return (
    <div role="alert" className="help-notice help-notice--error">
      <p className="help-notice__title">{t('supportRequest.failed')}</p>
      <p>{outcome.message}</p>
      {outcome.attachmentsRemoved && <p>{t('supportRequest.attachmentsRemoved')}</p>}
    </div>
  );
}
