// The Submit Help ticket view: idle, submitting, then 'Ticket sent' or an error. A failure after
// uploads removes the uploaded files, so nothing is left waiting for a support request that never came.
import { SUPPORT_REQUESTS_PER_HOUR } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { useHelpPanel } from '../help-panel-context.tsx';
import { useSubmitSupportRequest } from '../hooks/use-submit-support-request.ts';
import { useSupportRequestAttachments } from '../hooks/use-support-request-attachments.ts';
import type { SupportRequestFormValues } from '../support-request-form-schema.ts';
import { SupportRequestForm } from './support-request-form.tsx';
import {
  type SupportRequestOutcome,
  SupportRequestOutcomeNotice,
} from './support-request-outcome-notice.tsx';
import { SupportRequestSent } from './support-request-sent.tsx';

export function SupportRequestView() {
  const { t } = useTranslation('help');
  const { dispatch } = useHelpPanel();
  const attachments = useSupportRequestAttachments();
  const submit = useSubmitSupportRequest();
  const [outcome, setOutcome] = useState<SupportRequestOutcome>({ kind: 'idle' });

  // 503: no mail server is set up, which only an administrator can change; 429: too many requests
  // this hour. Both worded here so they read in the console's language. Other failures carry the
  // server's reason.
  const failureMessage = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.status === 429) return t('supportRequest.rateLimited', { max: SUPPORT_REQUESTS_PER_HOUR });
      return error.status === 503 ? t('supportRequest.notConfigured') : error.message;
    }
    return t('articles.failed');
  };

  if (outcome.kind === 'sent') return <SupportRequestSent onDone={() => dispatch({ type: 'back' })} />;

  const send = async (values: SupportRequestFormValues) => {
    const imageTokens = attachments.tokens;
    setOutcome({ kind: 'idle' });
    try {
      const result = await submit.mutateAsync({ ...values, imageTokens });
      setOutcome(result.resultCode === 'SUCCESS' ? { kind: 'sent' } : { kind: 'notRegistered' });
    } catch (error) {
      // Refused for the hour's count, the request never reached delivery: its uploads stay for later.
      const discard = imageTokens.length > 0 && !(error instanceof ApiRequestError && error.status === 429);
      if (discard) await attachments.discardAll();
      setOutcome({ kind: 'failed', message: failureMessage(error), attachmentsRemoved: discard });
    }
  };

  return (
    <SupportRequestForm
      attachments={attachments}
      submitting={submit.isPending}
      onSubmit={send}
      notice={<SupportRequestOutcomeNotice outcome={outcome} />}
    />
  );
}
