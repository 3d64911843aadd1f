// The Submit Help ticket view: idle, submitting, then 'Ticket sent' or an error. A failure after
// uploads removes the uploaded files, so nothing is left waiting for a ticket that never came.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { useHelpPanel } from '../help-panel-context.tsx';
import { useSubmitTicket } from '../hooks/use-submit-ticket.ts';
import { useTicketAttachments } from '../hooks/use-ticket-attachments.ts';
import type { TicketFormValues } from '../ticket-form-schema.ts';
import { TicketForm } from './ticket-form.tsx';
import { type TicketOutcome, TicketOutcomeNotice } from './ticket-outcome-notice.tsx';
import { TicketSent } from './ticket-sent.tsx';

export function TicketView() {
  const { t } = useTranslation('help');
  const { dispatch } = useHelpPanel();
  const attachments = useTicketAttachments();
  const submit = useSubmitTicket();
  const [outcome, setOutcome] = useState<TicketOutcome>({ kind: 'idle' });

  // 503: no mail server is set up, which only an administrator can change; worded here so it
  // reads in the console's language. Other failures carry the server's reason.
  const failureMessage = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      return error.status === 503 ? t('ticket.notConfigured') : error.message;
    }
    return t('articles.failed');
  };

  if (outcome.kind === 'sent') return <TicketSent onDone={() => dispatch({ type: 'back' })} />;

  const send = async (values: TicketFormValues) => {
    const imageTokens = attachments.tokens;
    setOutcome({ kind: 'idle' });
    try {
      const result = await submit.mutateAsync({ ...values, imageTokens });
      setOutcome(result.resultCode === 'SUCCESS' ? { kind: 'sent' } : { kind: 'notRegistered' });
    } catch (error) {
      if (imageTokens.length > 0) await attachments.discardAll();
      setOutcome({
        kind: 'failed',
        message: failureMessage(error),
        attachmentsRemoved: imageTokens.length > 0,
      });
    }
  };

  return (
    <TicketForm
      attachments={attachments}
      submitting={submit.isPending}
      onSubmit={send}
      notice={<TicketOutcomeNotice outcome={outcome} />}
    />
  );
}
