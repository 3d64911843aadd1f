// The activity half of a ticket page: the comment timeline with its box, the history and time entries.
import type { Ticket } from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../help/hooks/upload-attachment.ts';
import { CommentBox, type CommentFileUpload } from './components/comment-box.tsx';
import { CommentTimeline } from './components/comment-timeline.tsx';
import { TicketHistory } from './components/ticket-history.tsx';
import { TimeEntries } from './components/time-entries.tsx';
import { useMentionServices } from './hooks/use-mention-search.ts';
import { useContentIdResolver, useSignedUrlFetcher } from './hooks/use-signed-url.ts';
import {
  useAddComment,
  useAddTimeEntry,
  useTicketComments,
  useTicketHistory,
  useTimeEntries,
} from './hooks/use-ticket-activity.ts';
import { stopTimerIfRunning } from './hooks/use-ticket-timer.ts';

const uploadCommentFile: CommentFileUpload = (file, onProgress) =>
  uploadAttachment(file, 'TICKET_COMMENT', onProgress).done;
const reportAttachmentError = (error: unknown) => console.error('Attachment link failed', error);

export function TicketActivity({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const comments = useTicketComments(ticket.id);
  const history = useTicketHistory(ticket.id);
  const time = useTimeEntries(ticket.id);
  const addComment = useAddComment(ticket.id);
  const addTime = useAddTimeEntry(ticket.id);
  const mentions = useMentionServices(ticket.id);
  const resolveContentId = useContentIdResolver();
  const getSignedUrl = useSignedUrlFetcher();
  const services = useMemo(() => ({ ...mentions, resolveContentId }), [mentions, resolveContentId]);
  return (
    <>
      <section className="card" aria-labelledby="ticket-comments-title">
        <h2 id="ticket-comments-title">{t('comments.title')}</h2>
        <CommentTimeline
          comments={comments.data ?? []}
          services={services}
          getSignedUrl={getSignedUrl}
          onAttachmentError={reportAttachmentError}
        />
        <CommentBox
          upload={uploadCommentFile}
          services={services}
          onSubmit={async (input) => {
            await addComment.mutateAsync(input);
            await stopTimerIfRunning(ticket.id, addTime.mutateAsync);
          }}
        />
      </section>
      <section className="card" aria-labelledby="ticket-time-title">
        <h2 id="ticket-time-title">{t('time.title')}</h2>
        <TimeEntries
          entries={time.data ?? []}
          totalHours={ticket.totalTimeTrackedDecimal}
          onLog={(input) => addTime.mutateAsync(input)}
        />
      </section>
      <section className="card" aria-labelledby="ticket-history-title">
        <h2 id="ticket-history-title">{t('history.title')}</h2>
        <TicketHistory entries={history.data ?? []} />
      </section>
    </>
  );
}
