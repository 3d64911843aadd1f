// The activity half of a ticket page: the comment timeline with its box, the history and time entries.
import type { Ticket } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../help/hooks/upload-attachment.ts';
import { CommentBox } from './components/comment-box.tsx';
import { CommentTimeline } from './components/comment-timeline.tsx';
import { TicketHistory } from './components/ticket-history.tsx';
import { TimeEntries } from './components/time-entries.tsx';
import {
  useAddComment,
  useAddTimeEntry,
  useTicketComments,
  useTicketHistory,
  useTimeEntries,
} from './hooks/use-ticket-activity.ts';
import { stopTimerIfRunning } from './hooks/use-ticket-timer.ts';

const uploadCommentFile = (file: File) => uploadAttachment(file, 'TICKET_COMMENT', () => {}).done;

export function TicketActivity({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const comments = useTicketComments(ticket.id);
  const history = useTicketHistory(ticket.id);
  const time = useTimeEntries(ticket.id);
  const addComment = useAddComment(ticket.id);
  const addTime = useAddTimeEntry(ticket.id);
  return (
    <>
      <section className="card" aria-labelledby="ticket-comments-title">
        <h2 id="ticket-comments-title">{t('comments.title')}</h2>
        <CommentTimeline comments={comments.data ?? []} />
        <CommentBox
          upload={uploadCommentFile}
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
