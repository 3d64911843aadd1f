// The organisation editor's node approvals section: the organisation's approval mode.
import { type ApprovalMode, approvalModes } from '@warden/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { useApprovalMode, useSetApprovalMode } from './hooks/use-approvals.ts';

export function ApprovalModePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return <ApprovalModeEditor organizationId={id} />;
}

function ApprovalModeEditor({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('approvals');
  const allowed = useSession().permissions.canApproveDevices;
  const mode = useApprovalMode(organizationId);
  const save = useSetApprovalMode(organizationId);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [choice, setChoice] = useState<ApprovalMode | null>(null);
  useEffect(() => {
    if (mode.data) setChoice(mode.data.mode);
  }, [mode.data]);

  if (!allowed) return <p className="empty-state">{t('forbidden')}</p>;
  if (mode.error) return <LoadError error={mode.error} onRetry={() => mode.refetch()} />;
  if (!mode.data || choice === null) return <Spinner label={t('loading')} />;
  return (
    <section className="page approval-mode-page">
      <header className="page__header">
        <h1>{t('mode.title')}</h1>
      </header>
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choice, {
            onSuccess: () => toast.show({ kind: 'success', title: t('mode.saved') }),
            onError: (err) =>
              toast.show({ kind: 'error', title: t('mode.failed', { message: errorMessage(err) }) }),
          });
        }}
      >
        <fieldset>
          <legend>{t('mode.legend')}</legend>
          {approvalModes.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="approval-mode"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {t(`mode.${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary" disabled={save.isPending || choice === mode.data.mode}>
          {t('mode.save')}
        </button>
      </form>
    </section>
  );
}
