// /ticketing/ticket/:id: one ticket. Its subject, description and fields save one at a time through
// PUT (only the changed field); below come the comments, history, time entries and rule firings. The
// work timer shows when the ticketing settings turn it on.
import type { TicketPatch } from '@warden/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { useTicketingSettings } from '../ticketing-admin/hooks/use-ticketing-settings.ts';
import { EditableText } from './components/editable-text.tsx';
import { TicketAttributesPanel } from './components/ticket-attributes-panel.tsx';
import { TicketFieldsPanel } from './components/ticket-fields-panel.tsx';
import { TicketReferenceFields } from './components/ticket-reference-fields.tsx';
import { TicketTimer } from './components/ticket-timer/ticket-timer.tsx';
import { rememberTicket } from './hooks/use-recent-tickets.ts';
import { useTagPickerData } from './hooks/use-tag-picker-data.ts';
import { useTicket, useUpdateTicket } from './hooks/use-ticket.ts';
import { ticketPickerSources } from './hooks/use-ticket-picker-sources.ts';
import { useTicketAttributes, useTicketForms, useTicketStatuses } from './hooks/use-ticketing-config.ts';
import { TicketActivity } from './ticket-activity.tsx';
import { TicketAutomation } from './ticket-automation.tsx';
import { parseId } from './ticket-route.ts';

export function TicketPage() {
  const { t } = useTranslation('tickets');
  const id = parseId(useParams().id);
  const ticket = useTicket(id);
  useEffect(() => {
    if (id !== null && ticket.data) rememberTicket(id);
  }, [id, ticket.data]);

  if (ticket.notFound) {
    return (
      <section className="page not-found">
        <h1>{t('notFound')}</h1>
        <Link className="button" to="/ticketing">
          {t('backToList')}
        </Link>
      </section>
    );
  }
  if (ticket.error) return <LoadError error={ticket.error} onRetry={() => ticket.refetch()} />;
  if (!ticket.data || id === null) return <Spinner label={t('loading')} />;
  return <TicketDetail id={id} ticket={ticket.data} />;
}

function TicketDetail({
  id,
  ticket,
}: {
  id: number;
  ticket: NonNullable<ReturnType<typeof useTicket>['data']>;
}) {
  const { t } = useTranslation('tickets');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useUpdateTicket(id);
  const statuses = useTicketStatuses();
  const forms = useTicketForms();
  const attributes = useTicketAttributes();
  const tags = useTagPickerData();
  // Until the settings arrive no timer shows, so AUTOMATIC mode never starts one the settings forbid.
  const timer = useTicketingSettings().data?.timerSettings;
  const save = async (patch: TicketPatch) => {
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      toast.show({ kind: 'error', title: t('fields.saveFailed'), description: errorMessage(error) });
    }
  };
  return (
    <section className="page ticket-page">
      <p className="ticket-page__id">#{ticket.id}</p>
      {timer?.enabled && <TicketTimer ticketId={id} automatic={timer.mode === 'AUTOMATIC'} />}
      <EditableText
        label={t('fields.summary')}
        value={ticket.summary}
        maxLength={200}
        validate={(text) => (text.trim() === '' ? t('comments.required') : undefined)}
        onSave={(summary) => save({ summary })}
      />
      <EditableText
        label={t('fields.description')}
        value={ticket.description}
        multiline
        onSave={(description) => save({ description })}
      />
      <div className="ticket-page__panels">
        <TicketFieldsPanel
          ticket={ticket}
          statuses={statuses.data ?? []}
          problemSource={ticketPickerSources.problems}
          onSave={(patch) => void save(patch)}
        />
        <TicketReferenceFields ticket={ticket} tags={tags} sources={ticketPickerSources} onSave={save} />
        <TicketAttributesPanel
          ticket={ticket}
          forms={forms.data ?? []}
          attributes={attributes.data ?? []}
          onSave={save}
        />
      </div>
      <TicketActivity ticket={ticket} />
      <TicketAutomation ticketId={id} />
    </section>
  );
}
